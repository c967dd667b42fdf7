/** Characters XML 1.0 does not allow at all (controls, lone surrogates, U+FFFE/U+FFFF): dropped. */
// eslint-disable-next-line no-control-regex -- these are the characters to remove
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|\p{Cs}/gu;

/** Text or an attribute value, escaped for XML. */
export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/*
 * The feed package writes its XML with xml-js, which has three quirks worked around here:
 * text (`_text`) has any `&amp;` turned back into `&` before it is escaped, so a literal `&amp;`
 * would lose its `amp;` unless its `&` is escaped first; attributes have only `"` escaped; and
 * CDATA sections have only their first `]]>` split. Every string given to the package goes
 * through one of these.
 */
export const forText = (text: string) => text.replace(NOT_XML, '').replace(/&/g, '&amp;');
export const forAttribute = (text: string) =>
  text.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;');
export function forCdata(text: string): string {
  // xml-js splits the first `]]>` itself; the later ones are split here.
  const [first = '', ...rest] = text.replace(NOT_XML, '').split(']]>');
  return rest.length === 0 ? first : `${first}]]>${rest.join(']]]]><![CDATA[>')}`;
}
