import { hydrateIsland } from "../hydrateIsland"
import { CharacterQuiz } from "../../components/CharacterQuiz/CharacterQuiz"

hydrateIsland("CharacterQuiz", CharacterQuiz)
