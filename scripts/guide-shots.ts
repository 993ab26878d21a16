/**
 * The author's guide's pictures (docs/content-guide.md): each screenshot `npm run guide-screenshots`
 * takes (scripts/guide-screenshots.ts) of the real web editor and the real built site, by its name,
 * its alt text and what it shows, in the order of her common tasks. The guide shows each as
 * `![<alt>](images/content-guide/<name>.png)`, with this alt text exactly: a unit test holds the
 * guide, this list and the folder together (__tests__/unit/guide-screenshots.test.ts). Nothing
 * here starts a browser or reads a file.
 */

/** Where the pictures are, from the project's root; the guide names them from docs/. */
export const GUIDE_IMAGES_DIR = "docs/images/content-guide"
/** The guide that shows them. */
export const GUIDE_DOC = "docs/content-guide.md"
/** The picture's address as the guide writes it, from docs/. */
export const guideImageAddress = (name: string): string => `images/content-guide/${name}.png`

/** The size of the window the pictures are taken in, in CSS pixels at one device pixel to one CSS pixel: a laptop's. */
export const GUIDE_VIEWPORT = { width: 1280, height: 800 } as const

export interface GuideShot {
  /** The file's name without .png: docs/images/content-guide/<name>.png. */
  name: string
  /** The picture in one sentence, for someone who cannot see it: the guide's alt text, word for word. */
  alt: string
  /** Where it is taken and what of the screen it keeps, for whoever writes the guide around it. */
  shows: string
}

export const GUIDE_SHOTS: readonly GuideShot[] = [
  {
    name: "editor-home",
    alt: "The web editor as it opens: the Contents tab, with the collections listed on the left from Site settings to Teaching guides, and the first collection, Site settings, beside them.",
    shows:
      "The whole window as the editor opens after Login, on its first collection (Site settings). At 800 pixels high the list of collections runs on below Teaching guides (About the author, News, Events and the rest): she scrolls it, or uses Quick add.",
  },
  {
    name: "news-new",
    alt: "A new news post's form in the web editor, filled in from its slug to its text.",
    shows: "News, then New News post, every field filled in, before Publish: the form's column alone, from Slug down to the Text box, whole (she scrolls it).",
  },
  {
    name: "news-publish",
    alt: "The top of the web editor on the new news post, with the Publish menu open and its first choice, Publish now, under the pointer.",
    shows: "The left of the bar above the form with the Publish menu open, the pointer on Publish now.",
  },
  {
    name: "news-page",
    alt: "The site's News page after the build, with the new post first: its picture, date, title and summary.",
    shows: "The built site's /news, cropped to its first row of posts (newest first).",
  },
  {
    name: "news-scheduled",
    alt: "A news post's Date field in the web editor holding a day two weeks ahead, with the date as the site will write it below and the hint saying a day still to come keeps the post off the site until that day.",
    shows:
      "The Date field of a post dated two weeks ahead. The editor shows nothing else for a scheduled post: npm run check and the build name it as scheduled, and the build after Publish leaves it off every page (the script checks the news page).",
  },
  {
    name: "event-new",
    alt: "A new event's card in the web editor, every field filled in, from its slug and title to its booking link.",
    shows: "Events, then Add event at the top of the list: the new event's card at the end of the list, open, every field filled in, before Publish.",
  },
  {
    name: "events-page",
    alt: "The site's Events page after the build: the new event under Coming up, with its kind, title, time, place and booking.",
    shows: "The built site's /events, cropped to the heading Coming up and the new event, the soonest.",
  },
  {
    name: "artwork-new",
    alt: "A new artwork's card in the web editor, filled in, with the picture just uploaded and the book it comes from.",
    shows:
      "Artwork, then Add artwork at the top of the list: the new card at the end of the list with its picture chosen in the media library, before Publish.",
  },
  {
    name: "artwork-page",
    alt: "The new artwork at the end of a row of the artwork page: its picture, title, file type and size, and Download button.",
    shows: "The built site's last artwork page (a new artwork joins the end of the list), cropped to the row that holds it.",
  },
  {
    name: "price-change",
    alt: "A book's Paperback edition open in the web editor, its Price being changed.",
    shows:
      "Books, the book, its Editions list with the Paperback edition opened (the arrow at the left of its bar) and its price typed anew: the left half of the window.",
  },
  {
    name: "delete-entry",
    alt: "The top of the web editor on a published news post, with the Delete entry button beside Published.",
    shows:
      "The left of the bar above a published post's form. Delete entry asks the browser's own question, which no screenshot of the page can hold (the browser draws it): \"Are you sure you want to delete this published entry?\", OK or Cancel.",
  },
  {
    name: "preview",
    alt: "The web editor with a news post's form on the left and, on the right, the preview drawing the post as its page on the site shows it: the breadcrumb, title, date and picture.",
    shows:
      "The whole window on the news post being written: the form beside the preview pane, which draws the entry with the site's own components and styles.",
  },
  {
    name: "draft-saved",
    alt: "The top of the live site's editor after Save: Changes saved, Status: Draft, Publish, Delete unpublished changes and Check for Preview.",
    shows: "The bar above the form right after Save, on the live site's editor (drafts on), from the entry's title to Check for Preview at its right.",
  },
  {
    name: "draft-status",
    alt: "The Status menu open on a saved draft: Draft, In review and Ready, the pointer on Ready.",
    shows: "The bar above the form with the Status menu open, the pointer on Ready.",
  },
  {
    name: "draft-workflow",
    alt: "The editor's Workflow tab: the draft news post under Ready, beside the empty Drafts and In Review.",
    shows: "The whole window on the Workflow tab after the draft is made Ready: her drafts in three columns.",
  },
  {
    name: "missing-field",
    alt: "The web editor after Publish now on a news post with only its title, its slug and its date: a red message at the top says a required field is missing, and the empty fields below are marked in red, each saying it is required.",
    shows:
      "The whole window right after Publish, then Publish now, on a post whose required fields are left empty: the editor's message (\"Oops, you've missed a required field. Please complete before saving.\") and the fields it marks.",
  },
]
