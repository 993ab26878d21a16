import { SiteSearch } from "../../components/SiteSearch/SiteSearch"
import { hydrateIslands } from "../hydrateIslands"

hydrateIslands("SiteSearch", SiteSearch)
