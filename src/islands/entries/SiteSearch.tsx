import { hydrateIsland } from "../hydrateIsland"
import { SiteSearch } from "../../components/SiteSearch/SiteSearch"

hydrateIsland("SiteSearch", SiteSearch)
