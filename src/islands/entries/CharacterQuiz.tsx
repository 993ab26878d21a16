import { hydrateIslands } from "../../../plugins/gatsby-plugin-islands"
import { ErrorBoundary } from "../../components/ErrorBoundary/ErrorBoundary"
import { CharacterQuiz } from "../../components/CharacterQuiz/CharacterQuiz"

hydrateIslands("CharacterQuiz", CharacterQuiz, { ErrorBoundary })
