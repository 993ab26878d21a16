import { hydrateIsland } from "../hydrateIsland"
import { VideoList } from "../../components/VideoList/VideoList"

hydrateIsland("VideoList", VideoList)
