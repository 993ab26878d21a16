import { hydrateIsland } from "../hydrateIsland"
import { Gallery } from "../../components/Gallery/Gallery"

hydrateIsland("Gallery", Gallery)
