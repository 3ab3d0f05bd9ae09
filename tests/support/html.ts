/** What a reader sees of a page: the HTML without React Router's hydration scripts. */
export async function visibleHtml(response: Response): Promise<string> {
  return (await response.text()).replace(/<script\b[\s\S]*?<\/script>/g, "");
}
