import { Layout } from "../components/Layout/Layout"
import { NotFound } from "../components/NotFound/NotFound"
import { Seo } from "../components/Seo/Seo"

export default function NotFoundPage() {
  return (
    <Layout>
      <NotFound />
    </Layout>
  )
}

export function Head() {
  return <Seo title="Page Not Found" description="The page you're looking for doesn't exist or has been moved." noindex />
}
