import { hydrateIslands } from "../../../plugins/gatsby-plugin-islands"
import { ErrorBoundary } from "../../components/ErrorBoundary/ErrorBoundary"
import { HeroSlides } from "../../components/HeroSlides/HeroSlides"

hydrateIslands("HeroSlides", HeroSlides, { ErrorBoundary })
