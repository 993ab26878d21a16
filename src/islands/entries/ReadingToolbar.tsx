import { hydrateIsland } from "../hydrateIsland"
import { ReadingToolbar } from "../../components/ReadingToolbar/ReadingToolbar"

hydrateIsland("ReadingToolbar", ReadingToolbar)
