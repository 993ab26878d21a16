import { VideoList } from "../../components/VideoList/VideoList"
import { hydrateIslands } from "../hydrateIslands"

hydrateIslands("VideoList", VideoList)
