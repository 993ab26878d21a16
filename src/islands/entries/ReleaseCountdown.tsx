import { hydrateIsland } from "../hydrateIsland"
import { ReleaseCountdown } from "../../components/ReleaseCountdown/ReleaseCountdown"

hydrateIsland("ReleaseCountdown", ReleaseCountdown)
