// GET /api/auth/callback: GitHub sends the author back here (src/admin/signIn/githubSignIn.ts).
import { finishSignIn, type SignInSettings } from "../../../src/admin/signIn/githubSignIn"

export const onRequestGet = ({ request, env }: { request: Request; env: SignInSettings }): Promise<Response> => finishSignIn(request, env)
