import type { RichDocument } from '@news/contract';
import type { EditorView } from '@tiptap/pm/view';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { FormField } from '../../../shared/components/FormField';
import { photo } from '../../../test/photos';
import { renderScreen } from '../../../test/render';
import { EMPTY_DOCUMENT } from './plainText';
import StoryEditor from './StoryEditor';
import googleDocsHtml from './fixtures/google-docs.html?raw';
import wordListsHtml from './fixtures/word-lists.html?raw';

/** The editor in a labelled field, as the article form has it; `changes` gets what it gives. */
function renderEditor(initial: RichDocument = EMPTY_DOCUMENT, language: 'en' | 'te' = 'en') {
  const changes: { doc: RichDocument; text: string }[] = [];
  function Story() {
    const [doc, setDoc] = useState(initial);
    return (
      <FormField label="Content" error={undefined}>
        <StoryEditor
          value={doc}
          lang="en"
          onChange={(next, text) => {
            changes.push({ doc: next, text });
            setDoc(next);
          }}
        />
      </FormField>
    );
  }
  renderScreen(<Story />, { language });
  return {
    changes,
    last: () => changes.at(-1)!,
    editor: screen.getByRole('textbox', { name: /^Content/ }),
  };
}

/** A paste as a browser delivers it from another page: HTML, and the same words as text. */
function paste(target: HTMLElement, html: string, text: string) {
  const data: Record<string, string> = { 'text/html': html, 'text/plain': text };
  fireEvent.paste(target, {
    clipboardData: {
      types: Object.keys(data),
      files: [],
      getData: (type: string) => data[type] ?? '',
    },
  });
}

const text = (words: string, marks?: unknown[]) => ({
  type: 'text',
  text: words,
  ...(marks ? { marks } : {}),
});

/**
 * Selects `words` in the editor (the caret after them when `collapsed`), as a writer's mouse
 * would: ProseMirror reads the browser's selection when it changes.
 */
function select(editor: HTMLElement, words: string, collapsed = false) {
  const walker = document.createTreeWalker(editor, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.textContent!.indexOf(words);
    if (at < 0) continue;
    const end = at + words.length;
    document.getSelection()!.setBaseAndExtent(node, collapsed ? end : at, node, end);
    fireEvent(document, new Event('selectionchange'));
    return;
  }
  throw new Error(`"${words}" is not in the editor`);
}

describe('Story editor toolbar', () => {
  it('writes a subheading, bold and italic words, a list and a quote with its attribution', async () => {
    const user = userEvent.setup();
    const { editor, last } = renderEditor();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const press = (name: string) => user.click(within(toolbar).getByRole('button', { name }));
    await user.click(editor);
    await press('Subheading');
    await user.paste('Floods');
    await user.keyboard('{Enter}');
    await user.paste('Rivers rose fast today');
    select(editor, 'fast');
    await press('Bold');
    expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    select(editor, 'today');
    await press('Italic');
    select(editor, 'today', true);
    await user.keyboard('{Enter}');
    await press('Bulleted list');
    await user.paste('Roads shut');
    await user.keyboard('{Enter}{Enter}');
    await press('Quote');
    await user.paste('We were ready');
    await user.type(screen.getByRole('textbox', { name: 'Who said it' }), 'The mayor');

    expect(last().doc).toEqual({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [text('Floods')] },
        {
          type: 'paragraph',
          content: [
            text('Rivers rose '),
            text('fast', [{ type: 'bold' }]),
            text(' '),
            text('today', [{ type: 'italic' }]),
          ],
        },
        {
          type: 'bulletList',
          content: [
            { type: 'listItem', content: [{ type: 'paragraph', content: [text('Roads shut')] }] },
          ],
        },
        {
          type: 'blockquote',
          attrs: { attribution: 'The mayor' },
          content: [{ type: 'paragraph', content: [text('We were ready')] }],
        },
      ],
    });
    // The plain text the draft rules and the summary read, as the api makes it.
    expect(last().text).toBe(
      'Floods\n\nRivers rose fast today\n\n- Roads shut\n\nWe were ready\n\n— The mayor',
    );
  });

  it('numbers a list, and turns a subheading back into a paragraph', async () => {
    const user = userEvent.setup();
    const { editor, last } = renderEditor();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    await user.click(editor);
    await user.click(within(toolbar).getByRole('button', { name: 'Smaller subheading' }));
    await user.paste('Steps');
    expect(last().doc.content[0]).toEqual({
      type: 'heading',
      attrs: { level: 3 },
      content: [text('Steps')],
    });
    await user.click(within(toolbar).getByRole('button', { name: 'Paragraph' }));
    await user.click(within(toolbar).getByRole('button', { name: 'Numbered list' }));
    expect(last().doc.content[0]).toEqual({
      type: 'orderedList',
      attrs: { start: 1 },
      content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [text('Steps')] }] }],
    });
  });
});

describe('Story editor toolbar from the keyboard', () => {
  it('is one Tab stop, moved along by the arrow keys, pressed with Enter and Space', async () => {
    const user = userEvent.setup();
    const { editor, last } = renderEditor({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Rivers rose fast' }] }],
    });
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const button = (name: string) => within(toolbar).getByRole('button', { name });
    await user.click(editor);
    select(editor, 'fast');

    await user.tab({ shift: true });
    expect(button('Paragraph')).toHaveFocus();
    expect(
      within(toolbar)
        .getAllByRole('button')
        .filter((b) => b.tabIndex === 0),
    ).toEqual([button('Paragraph')]);
    await user.keyboard('{ArrowLeft}');
    expect(button('Insert photo')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(button('Paragraph')).toHaveFocus();
    await user.keyboard('{End}');
    expect(button('Insert photo')).toHaveFocus();
    await user.keyboard('{Home}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(button('Bold')).toHaveFocus();

    // Pressed from the keyboard, a button acts on the story's selection and keeps the focus.
    await user.keyboard('{Enter}');
    expect(button('Bold')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Bold')).toHaveFocus();
    await user.keyboard('{ArrowRight}[Space]');
    expect(button('Italic')).toHaveAttribute('aria-pressed', 'true');
    expect(last().doc.content[0]).toEqual({
      type: 'paragraph',
      content: [text('Rivers rose '), text('fast', [{ type: 'bold' }, { type: 'italic' }])],
    });

    // Tab goes on to the story, and Shift+Tab back to the button last used.
    await user.tab();
    expect(editor).toHaveFocus();
    await user.tab({ shift: true });
    expect(button('Italic')).toHaveFocus();
  });
});

describe('Story editor links', () => {
  it('links an address typed in the link panel, and refuses a javascript: one', async () => {
    const user = userEvent.setup();
    const { editor, last, changes } = renderEditor();
    await user.click(editor);
    await user.paste('Source: ');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByRole('textbox', { name: 'Link address' });
    await user.type(address, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Apply link' }));
    expect(address).toHaveAccessibleDescription(/must be web addresses/);
    expect(JSON.stringify(changes)).not.toContain('javascript');

    await user.clear(address);
    await user.type(address, 'https://example.org/report{Enter}');
    expect(screen.queryByRole('textbox', { name: 'Link address' })).not.toBeInTheDocument();
    expect(last().doc.content[0]).toEqual({
      type: 'paragraph',
      content: [
        text('Source: '),
        text('https://example.org/report', [
          { type: 'link', attrs: { href: 'https://example.org/report' } },
        ]),
      ],
    });
  });

  it('changes and removes a link where the caret is', async () => {
    const user = userEvent.setup();
    const linked = (href: string): RichDocument => ({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [{ type: 'text', text: 'report', marks: [{ type: 'link', attrs: { href } }] }],
        },
      ],
    });
    const { editor, last } = renderEditor(linked('https://example.org/a'));
    await user.click(editor);
    select(editor, 'rep', true);
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByRole('textbox', { name: 'Link address' });
    expect(address).toHaveValue('https://example.org/a');
    await user.clear(address);
    await user.type(address, '/news/12{Enter}');
    expect(last().doc).toEqual(linked('/news/12'));

    await user.click(screen.getByRole('button', { name: 'Link' }));
    await user.click(screen.getByRole('button', { name: 'Remove link' }));
    expect(last().doc.content[0]).toEqual({ type: 'paragraph', content: [text('report')] });
  });
});

describe('Story editor paste', () => {
  it('keeps the structure of a pasted page and drops everything else', async () => {
    const user = userEvent.setup();
    const { editor, last } = renderEditor();
    await user.click(editor);
    paste(
      editor,
      [
        '<h1 class="title" style="color:red">Budget passed</h1>',
        '<p style="font-family:Arial"><b>Tax</b> cut, <i>fees</i> up, <span style="color:blue">say</span>',
        ' <a href="https://example.org/budget" target="_blank" class="x">officials</a>',
        ' and <a href="javascript:alert(1)">this</a> <u>too</u> <code>x</code>.</p>',
        '<h5>Details</h5>',
        '<ul><li>Roads</li><li>Schools</li></ul>',
        '<blockquote><p>A fair budget</p></blockquote>',
        '<img src="https://elsewhere.example/x.png" alt="x"><hr>',
      ].join(''),
      'Budget passed',
    );
    await waitFor(() => expect(last().doc.content.length).toBeGreaterThan(1));
    expect(last().doc).toEqual({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [text('Budget passed')] },
        {
          type: 'paragraph',
          content: [
            text('Tax', [{ type: 'bold' }]),
            text(' cut, '),
            text('fees', [{ type: 'italic' }]),
            text(' up, say '),
            text('officials', [{ type: 'link', attrs: { href: 'https://example.org/budget' } }]),
            text(' and this too x.'),
          ],
        },
        { type: 'heading', attrs: { level: 3 }, content: [text('Details')] },
        {
          type: 'bulletList',
          content: [
            { type: 'listItem', content: [{ type: 'paragraph', content: [text('Roads')] }] },
            { type: 'listItem', content: [{ type: 'paragraph', content: [text('Schools')] }] },
          ],
        },
        {
          type: 'blockquote',
          attrs: { attribution: null },
          content: [{ type: 'paragraph', content: [text('A fair budget')] }],
        },
      ],
    });
  });
});

describe('Story editor paste from Word and Google Docs', () => {
  const item = (...content: unknown[]) => ({ type: 'listItem', content });
  const para = (...content: unknown[]) => ({ type: 'paragraph', content });

  it("makes Word's list paragraphs lists, nested by level, and drops Word's markup", async () => {
    const user = userEvent.setup();
    const { editor, last } = renderEditor();
    await user.click(editor);
    paste(editor, wordListsHtml, 'Khammam floods: what to do');
    await waitFor(() => expect(last().doc.content.length).toBeGreaterThan(1));
    expect(last().doc).toEqual({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [text('Khammam floods: what to do')] },
        para(
          text('Rivers rose overnight. Read '),
          text('the collector’s', [{ type: 'bold' }]),
          text(' '),
          text('full', [{ type: 'italic' }]),
          text(' '),
          text('notice', [{ type: 'link', attrs: { href: 'https://example.org/notice' } }]),
          text(' first.'),
        ),
        {
          type: 'orderedList',
          attrs: { start: 1 },
          content: [
            item(para(text('Move to the relief camp')), {
              type: 'orderedList',
              attrs: { start: 1 },
              content: [
                item(para(text('Take '), text('your papers', [{ type: 'bold' }]))),
                item(para(text('Take water'))),
              ],
            }),
            item(para(text('Call the helpline'))),
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [text('Closed roads')] },
        {
          type: 'bulletList',
          content: [item(para(text('Wyra road'))), item(para(text('Madhira bridge')))],
        },
        para(text('After the rain stops:')),
        // The numbered list goes on after the paragraph, from where it was.
        {
          type: 'orderedList',
          attrs: { start: 3 },
          content: [item(para(text('Go home only when told')))],
        },
      ],
    });
  });

  it("keeps Google Docs' headings, lists and marks, and does not make it all bold", async () => {
    const user = userEvent.setup();
    const { editor, last } = renderEditor();
    await user.click(editor);
    paste(editor, googleDocsHtml, 'Relief camps');
    await waitFor(() => expect(last().doc.content.length).toBeGreaterThan(1));
    expect(last().doc).toEqual({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [text('Relief camps')] },
        para(
          text('Camps opened in '),
          text('six schools', [{ type: 'bold' }]),
          text(' on '),
          text('Monday', [{ type: 'italic' }]),
          text(', says '),
          text('the district', [{ type: 'link', attrs: { href: 'https://example.org/camps' } }]),
          text('.'),
        ),
        {
          type: 'orderedList',
          attrs: { start: 1 },
          content: [
            item(para(text('Bring blankets')), {
              type: 'bulletList',
              content: [item(para(text('Two for each child')))],
            }),
            item(para(text('Bring medicines'))),
          ],
        },
      ],
    });
  });
});

describe('Story editor photos', () => {
  let fetchMock: Mock<typeof fetch>;
  beforeEach(() => {
    fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('uploads a photo through the pipeline and puts it in only with alt text', async () => {
    const user = userEvent.setup();
    const uploaded = photo('JPEG');
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ image: uploaded }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    const { editor, changes, last } = renderEditor();
    await user.click(editor);
    await user.paste('Before');
    await user.click(screen.getByRole('button', { name: 'Insert photo' }));
    const panel = screen.getByRole('group', { name: 'Photo in the story' });
    await user.upload(
      within(panel).getByLabelText('Upload a photo'),
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'flood.jpg', { type: 'image/jpeg' }),
    );
    expect(await within(panel).findByRole('status')).toHaveTextContent(/uploaded/);
    expect(fetchMock.mock.calls[0]![0]).toBe('/graphql/upload');

    await user.click(within(panel).getByRole('button', { name: 'Insert photo' }));
    expect(within(panel).getByRole('textbox', { name: /^Alt text/ })).toHaveAccessibleDescription(
      'Describe the photo: alt text is required',
    );
    expect(JSON.stringify(changes)).not.toContain('"image"');

    await user.type(within(panel).getByRole('textbox', { name: /^Alt text/ }), 'A flooded road');
    await user.type(within(panel).getByRole('textbox', { name: 'Caption' }), 'Main road, Monday');
    await user.type(within(panel).getByRole('textbox', { name: 'Photo credit' }), 'K. Rao');
    await user.click(within(panel).getByRole('button', { name: 'Insert photo' }));
    expect(screen.queryByRole('group', { name: 'Photo in the story' })).not.toBeInTheDocument();
    expect(last().doc.content).toContainEqual({
      type: 'image',
      attrs: {
        imageId: uploaded.id,
        src: `/media/i/${uploaded.id}-1600.jpg`,
        alt: 'A flooded road',
        caption: 'Main road, Monday',
        credit: 'K. Rao',
      },
    });
    expect(editor.querySelector('figure img')).toHaveAttribute('alt', 'A flooded road');
  });
});

describe('Story editor in Telugu', () => {
  it('labels its toolbar in Telugu', () => {
    renderEditor(EMPTY_DOCUMENT, 'te');
    const toolbar = screen.getByRole('toolbar', { name: 'ఫార్మాటింగ్' });
    expect(within(toolbar).getByRole('button', { name: 'ఉపశీర్షిక' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: 'ఫోటో చేర్చండి' })).toBeInTheDocument();
  });
});

describe('Story editor, typing Telugu in English letters', () => {
  /** A letter as the browser hands it to the editor. */
  function typeLetters(view: EditorView, letters: string) {
    for (const letter of letters) {
      const { from, to } = view.state.selection;
      const insert = () => view.state.tr.insertText(letter, from, to);
      if (!view.someProp('handleTextInput', (f) => f(view, from, to, letter, insert)))
        view.dispatch(insert());
    }
  }

  function renderTyping() {
    const changes: RichDocument[] = [];
    renderScreen(
      <FormField label="Content" error={undefined}>
        <StoryEditor
          value={EMPTY_DOCUMENT}
          lang="te"
          onChange={(doc) => changes.push(doc)}
          teluguTyping
        />
      </FormField>,
    );
    const dom = screen.getByRole('textbox', { name: /^Content/ });
    const { view } = (dom as HTMLElement & { editor: { view: EditorView } }).editor;
    return { dom, view, text: () => view.state.doc.textContent };
  }

  it('shows each word in Telugu as it is typed, in a heading too', async () => {
    const user = userEvent.setup();
    const { dom, view, text } = renderTyping();
    await user.click(dom);
    await user.click(screen.getByRole('button', { name: 'Subheading' }));
    typeLetters(view, 'telugu');
    expect(text()).toBe('తెలుగు');
    expect(view.state.doc.firstChild?.type.name).toBe('heading');
    fireEvent.keyDown(dom, { key: 'Backspace' });
    expect(text()).toBe('తెలుగ్');
    fireEvent.keyDown(dom, { key: 'Escape' });
    expect(text()).toBe('telug');
  });

  it("gives each word its letters' Telugu, a word typed after a space too", async () => {
    const user = userEvent.setup();
    const { dom, view, text } = renderTyping();
    await user.click(dom);
    typeLetters(view, 'hyderabad nagaramlo');
    expect(text()).toBe('హ్య్దెరబద్ నగరంలో');
  });
});
