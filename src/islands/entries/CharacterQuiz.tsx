import { CharacterQuiz } from "../../components/CharacterQuiz/CharacterQuiz"
import { hydrateIslands } from "../hydrateIslands"

hydrateIslands("CharacterQuiz", CharacterQuiz)
