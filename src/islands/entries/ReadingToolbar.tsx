import { ReadingToolbar } from "../../components/ReadingToolbar/ReadingToolbar"
import { hydrateIslands } from "../hydrateIslands"

hydrateIslands("ReadingToolbar", ReadingToolbar)
