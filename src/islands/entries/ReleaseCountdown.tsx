import { ReleaseCountdown } from "../../components/ReleaseCountdown/ReleaseCountdown"
import { hydrateIslands } from "../hydrateIslands"

hydrateIslands("ReleaseCountdown", ReleaseCountdown)
