// GET /api/auth: the web editor's sign-in window starts here (src/admin/signIn/githubSignIn.ts).
import { startSignIn, type SignInSettings } from "../../../src/admin/signIn/githubSignIn"

export const onRequestGet = ({ request, env }: { request: Request; env: SignInSettings }): Promise<Response> => startSignIn(request, env)
