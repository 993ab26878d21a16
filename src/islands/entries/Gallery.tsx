import { Gallery } from "../../components/Gallery/Gallery"
import { hydrateIslands } from "../hydrateIslands"

hydrateIslands("Gallery", Gallery)
