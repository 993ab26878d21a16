import { LAUNCH_PARTY_KIT } from "../../src/downloads/calendarKinds"
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { subjectName } from "../../src/components/ActivityList/ActivityList"
import { unlessSample } from "gatsby-source-chapterverse"
import { generatedFileDetails } from "../../src/components/GeneratedDownload/GeneratedDownload"
import { isStandInPicture } from "gatsby-source-chapterverse/node"
import { type GeneratedFile } from "../../src/downloads/generatedFiles"
import { CLASSROOM_DOWNLOAD_KINDS, CLASSROOM_DOWNLOADS, inClassroomOrder } from "../../src/downloads/classroomKinds"
import { bookPath, PAGES, SCHOOL_VISITS_ID, teachingGuidePath, teachingGuideTitle } from "../../src/routes"
import { openSitePage, VIEWPORTS } from "../../harness/browser"
import { authorEntry, bookEntries, DATA_DIR, firstBookWith, SITE_ROOT, teachingGuides, type Json } from "../../harness/content"
import { all, builtPage, generatedFiles, publicFile, site, text } from "../../harness/built-site"
import { servedSite } from "../helpers/served-site"
import { structuredDataAddress, structuredDataOf } from "../helpers/seo-check"

// Printing a page and reading its PDF takes seconds on a busy machine.
jest.setTimeout(60_000)

// For teachers and librarians: the teaching guides, the printables the build made, the school
// visits and the author's page, all as data/ and the build's generated files have them.
const ofType = (page: Document, type: string) => structuredDataOf(page).data.filter(item => item["@type"] === type)
const bookOf = (guide: Json): Json => bookEntries.find(book => book.slug === guide.book)

type BuiltFile = GeneratedFile

/**
 * Every file the build made (src/downloads/), as the build listed them: before the printables
 * existed only the artwork archive was there, with them the guides, word searches and the rest,
 * so the expectations below hold either way.
 */
const builtFiles = generatedFiles()
const classroomFiles = builtFiles.filter(file => CLASSROOM_DOWNLOAD_KINDS.includes(file.kind))

/** The links a list of downloads shows, as a teacher reads them: title and details, and where each leads. */
const downloadLinks = (root: Element | null) => (root ? all(root, "a[download]") : []).map(link => ({ href: link.getAttribute("href"), text: text(link) }))
/** The links the files should have, in the order the pages list them. */
const expectedLinks = (files: readonly BuiltFile[]) =>
  inClassroomOrder(files).map(file => ({ href: file.url, text: `${file.title} ${generatedFileDetails(file)}` }))

it("each generated file the pages list is in public/ at its address, at the size they say", () => {
  for (const file of builtFiles) expect(fs.statSync(publicFile(file.url)).size).toBe(file.bytes)
})

describe("the teachers' page", () => {
  const page = builtPage(PAGES.teachers.path)

  it("presents each book's teaching guide, in reading order, with who it suits and a link to its page", () => {
    const cards = all(page, "#guides article")
    expect(cards.map(card => text(card.querySelector("h3")))).toEqual(teachingGuides.map(guide => bookOf(guide).title))
    cards.forEach((card, index) => {
      const guide = teachingGuides[index]
      expect(text(card)).toContain(guide.ages)
      expect(text(card)).toContain(`${guide.activities.length} activit`)
      expect(card.querySelector(`a[href="${teachingGuidePath(guide.book)}"]`)).not.toBeNull()
    })
  })

  it("lists each book's printables, with format, pages and size, where the build made them", () => {
    teachingGuides.forEach((guide, index) => {
      const card = all(page, "#guides article")[index]
      expect(downloadLinks(card)).toEqual(expectedLinks(classroomFiles.filter(file => file.book === guide.book)))
    })
    // The series' printables, then a launch party kit for a book still to come once it has a date.
    const launchKits = builtFiles
      .filter(file => file.kind === LAUNCH_PARTY_KIT)
      .map(file => ({ href: file.url, text: `${file.title} ${generatedFileDetails(file)}` }))
    expect(downloadLinks(page.querySelector("#for-your-class"))).toEqual([...expectedLinks(classroomFiles.filter(file => !file.book)), ...launchKits])
  })

  it("sums up what the series offers a class from the guides", () => {
    const offers = text(page.querySelector("#for-your-class"))
    const questions = teachingGuides.flatMap(guide => guide.discussion.flatMap((group: Json) => group.questions)).length
    expect(offers).toContain(`${questions} discussion questions`)
    expect(offers).toContain(`${teachingGuides.flatMap(guide => guide.vocabulary).length} key words`)
    for (const activity of teachingGuides.flatMap(guide => guide.activities)) expect(offers).toContain(subjectName(activity.subject).toLowerCase())
  })

  it("offers school and library visits: every format with its audience, length and place, what to prepare, and an e-mail with the subject filled in", () => {
    const visits = page.querySelector(`#${SCHOOL_VISITS_ID}`)
    expect(text(visits?.querySelector("h2"))).toBe("School and library visits")
    const formats = all(visits as Element, "li[id]")
    expect(formats.map(format => text(format.querySelector("h3")))).toEqual(authorEntry.visits.formats.map((format: Json) => format.title))
    formats.forEach((format, index) => {
      const entry = authorEntry.visits.formats[index]
      for (const fact of [entry.text, entry.audience, entry.length, entry.where]) expect(text(format)).toContain(fact)
    })
    for (const step of authorEntry.visits.preparation) expect(text(visits)).toContain(step)
    const ask = all(visits as Element, "a").find(link => text(link) === "Ask about a visit")
    expect(ask?.getAttribute("href")).toBe(`mailto:${site.contactEmail}?subject=${encodeURIComponent(authorEntry.visits.emailSubject)}`)
    expect(visits?.querySelector("form")).toBeNull()
  })

  it("is one click from every page's footer, to the page, its visits and the author's page", () => {
    for (const route of ["/", PAGES.shop.path, `/${bookEntries[0].slug}`]) {
      const footer = builtPage(route).querySelector("footer") as Element
      for (const href of [PAGES.teachers.path, `${PAGES.teachers.path}#${SCHOOL_VISITS_ID}`, PAGES.aboutTheAuthor.path])
        expect(footer.querySelector(`a[href="${href}"]`)).not.toBeNull()
    }
    expect(page.querySelector(`main a[href="#${SCHOOL_VISITS_ID}"]`)).not.toBeNull()
    expect(page.querySelector(`main a[href="${PAGES.aboutTheAuthor.path}"]`)).not.toBeNull()
  })
})

describe.each(teachingGuides.map(guide => [bookOf(guide).label, guide]))("%s's teaching guide page", (_label, guide) => {
  const book = bookOf(guide)
  const page = builtPage(teachingGuidePath(guide.book))

  it("opens with the guide's summary and who it suits, under the trail through the teachers' page", () => {
    expect(text(page.querySelector("h1"))).toBe(teachingGuideTitle(book))
    expect(text(page.querySelector("main"))).toContain(guide.summary)
    expect(text(page.querySelector("main"))).toContain(guide.ages)
    expect(all(page, 'nav[aria-label="Breadcrumb"] li').map(text)).toEqual(["Home", "Teachers and librarians", book.label])
  })

  it("groups the discussion questions by chapters, in order", () => {
    const groups = all(page, "#discussion section")
    expect(groups.map(group => text(group.querySelector("h3")))).toEqual(guide.discussion.map((group: Json) => `${group.chapters}: ${group.heading}`))
    groups.forEach((group, index) => expect(all(group, "ol > li").map(text)).toEqual(guide.discussion[index].questions))
  })

  it("gives the vocabulary as a glossary", () => {
    const glossary = page.querySelector("#vocabulary dl") as Element
    expect(all(glossary, "dt").map(text)).toEqual(guide.vocabulary.map((entry: Json) => entry.word))
    expect(all(glossary, "dd").map(text)).toEqual(guide.vocabulary.map((entry: Json) => entry.definition))
  })

  it("describes each activity with its subject, what the class does, its steps and its curriculum link", () => {
    const activities = all(page, "#activities article")
    expect(activities.map(activity => text(activity.querySelector("h3")))).toEqual(guide.activities.map((activity: Json) => activity.title))
    activities.forEach((element, index) => {
      const activity = guide.activities[index]
      expect(element.id).toBe(activity.slug)
      expect(text(element)).toContain(`Subject: ${subjectName(activity.subject)}`)
      expect(text(element)).toContain(activity.text)
      expect(text(element)).toContain(`Curriculum link: ${activity.curriculumLink}`)
      expect(all(element, "ol > li").map(text)).toEqual(activity.steps)
    })
  })

  it("links the book's printables where the build made them, and the book", () => {
    expect(downloadLinks(page.querySelector("main"))).toEqual(expectedLinks(classroomFiles.filter(file => file.book === guide.book)))
    expect(page.querySelector(`main a[href="/${book.slug}"]`)).not.toBeNull()
  })

  it("is linked from its book's page", () => {
    expect(builtPage(`/${book.slug}`).querySelector(`#teachers a[href="${teachingGuidePath(book.slug)}"]`)).not.toBeNull()
  })

  it("tells search engines it is a discussion guide for teachers about the book, by the author", () => {
    const [resource] = ofType(page, "LearningResource")
    const [person] = ofType(builtPage(PAGES.aboutTheAuthor.path), "ProfilePage").map(profile => profile.mainEntity as Json)
    expect(resource).toMatchObject({
      learningResourceType: "Discussion guide",
      educationalLevel: guide.ages,
      audience: { educationalRole: "teacher" },
      about: { "@type": "Book", "@id": ofType(builtPage(`/${book.slug}`), "Book")[0]["@id"] },
      author: { "@id": person["@id"] },
    })
  })
})

it("a book without a teaching guide points teachers to the teachers' page", () => {
  for (const book of bookEntries.filter(entry => !teachingGuides.some(guide => guide.book === entry.slug))) {
    const pointer = builtPage(`/${book.slug}`).querySelector("#teachers")
    expect(pointer?.querySelector(`a[href="${PAGES.teachers.path}"]`)).not.toBeNull()
    expect(pointer?.querySelector(`a[href^="${PAGES.teachers.path}/"]`)).toBeNull()
  }
})

describe("the about-the-author page", () => {
  const page = builtPage(PAGES.aboutTheAuthor.path)

  it("tells the author's story for children, with the photo, the name and its caption", () => {
    const story = page.querySelector("#story") as Element
    expect(all(story, ":scope > div > p").map(text)).toEqual(authorEntry.childBio)
    expect(story.querySelector("figure img")?.getAttribute("alt")).toBe(authorEntry.photoAlt)
    const caption = story.querySelector("figcaption") as Element
    expect(all(caption, "span").map(text)).toEqual([site.authorName, authorEntry.photoCaption].filter(Boolean))
  })

  it("answers each question children ask, each with an address of its own", () => {
    const questions = all(page, "#questions section")
    expect(questions.map(question => question.id)).toEqual(authorEntry.questions.map((entry: Json) => entry.slug))
    questions.forEach((question, index) => {
      expect(text(question.querySelector("h3"))).toBe(authorEntry.questions[index].question)
      expect(all(question, "p").map(text)).toEqual(authorEntry.questions[index].answer)
    })
  })

  it("has the press biography and the press kit, where the build made one", () => {
    const press = page.querySelector("#press") as Element
    for (const paragraph of authorEntry.pressBio) expect(text(press)).toContain(paragraph)
    const kits = builtFiles.filter(file => file.kind === CLASSROOM_DOWNLOADS.pressKit)
    expect(downloadLinks(press)).toEqual(kits.map(file => ({ href: file.url, text: `${file.title} ${generatedFileDetails(file)}` })))
  })

  it("tells search engines it is the profile of the author, whom every book names by the same @id", () => {
    const [profile] = ofType(page, "ProfilePage")
    const person = profile.mainEntity as Json
    // The author's name once it is real: a sample name never reaches search engines.
    const name = unlessSample(site.authorName)
    expect(person).toMatchObject({
      "@type": "Person",
      description: authorEntry.pressBio.join(" "),
      url: structuredDataAddress(site.siteUrl, PAGES.aboutTheAuthor.path),
    })
    expect(person.name).toBe(name)
    // The author's photo once it is theirs: a stand-in never reaches search engines.
    if (isStandInPicture(path.join(DATA_DIR, "author", authorEntry.photo), SITE_ROOT)) expect(person).not.toHaveProperty("image")
    else {
      expect(String(person.image).startsWith(structuredDataAddress(site.siteUrl, "/static/"))).toBe(true)
      expect(person.image).toMatch(/\.jpg$/)
    }
    for (const book of bookEntries) {
      const { author } = ofType(builtPage(`/${book.slug}`), "Book")[0] as { author: Json }
      expect(author["@id"]).toBe(person["@id"])
      expect(author.name).toBe(name)
    }
  })
})

describe("printed", () => {
  const served = servedSite()
  const [guide] = teachingGuides

  it("a teaching guide has no navigation, cookie notice or newsletter form, keeps its questions and activities whole, and fits A4", async () => {
    const { page, close } = await openSitePage(served.browser, served.url, { ...VIEWPORTS[1] })
    try {
      await page.goto(`${served.url}${teachingGuidePath(guide.book)}`)
      // The cookie notice opens for a visitor who has not answered: wait for it on screen first.
      await page.locator('section[aria-label="Cookie notice"]').waitFor({ state: "visible" })
      await page.emulateMedia({ media: "print" })
      for (const selector of ["header", 'section[aria-label="Cookie notice"]', "footer form", 'nav[aria-label="Breadcrumb"]'])
        expect(await page.locator(selector).first().isVisible()).toBe(false)
      const breaks = await page.evaluate(() => ({
        question: getComputedStyle(document.querySelector("#discussion ol > li") as Element).breakInside,
        activity: getComputedStyle(document.querySelector("#activities article") as Element).breakInside,
        heading: getComputedStyle(document.querySelector("#activities h2") as Element).breakAfter,
      }))
      expect(breaks).toEqual({ question: "avoid", activity: "avoid", heading: "avoid" })
      const pdf = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "guide-")), "guide.pdf")
      // Letter unless the page's own stylesheet asks for A4, as a browser's print dialog would.
      await page.pdf({ path: pdf, format: "Letter", preferCSSPageSize: true })
      const info = execFileSync("pdfinfo", [pdf], { encoding: "utf8" })
      expect(info).toMatch(/Page size:.*\(A4\)/)
      const printed = execFileSync("pdftotext", ["-layout", pdf, "-"], { encoding: "utf8" }).replace(/\s+/g, " ")
      expect(printed).toContain(guide.discussion[0].questions[0].replace(/\s+/g, " ").slice(0, 40))
      expect(printed).not.toContain("Sign up")
    } finally {
      await close()
    }
  })

  it("prints the address after a link that leaves the page, and after a download", async () => {
    const { page, close } = await openSitePage(served.browser, served.url, { ...VIEWPORTS[1] })
    try {
      await page.emulateMedia({ media: "print" })
      const afterOf = (selector: string) => page.evaluate(s => getComputedStyle(document.querySelector(s) as Element, "::after").content, selector)
      const bookWithEditions = firstBookWith("an edition", book => book.editions.length > 0)
      await page.goto(`${served.url}${bookPath(bookWithEditions.slug)}`)
      expect(await afterOf(`main a[href="${bookWithEditions.editions[0].url}"]`)).toBe(`" (${bookWithEditions.editions[0].url})"`)
      // Every teaching guide has its printable file (the downloads' tests hold that).
      const guideFile = classroomFiles.find(file => file.book === guide.book)
      if (!guideFile) throw new Error(`No classroom download for the teaching guide of ${guide.book}`)
      await page.goto(`${served.url}${teachingGuidePath(guide.book)}`)
      expect(await afterOf(`main a[href="${guideFile.url}"]`)).toBe(`" ${site.siteUrl}${guideFile.url}"`)
    } finally {
      await close()
    }
  })
})
