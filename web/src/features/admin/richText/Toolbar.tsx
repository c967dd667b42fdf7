import { HStack, IconButton } from '@chakra-ui/react';
import { useEditorState, type ChainedCommands, type Editor } from '@tiptap/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { IconType } from 'react-icons';
import {
  LuBold,
  LuHeading2,
  LuHeading3,
  LuImagePlus,
  LuItalic,
  LuLink,
  LuList,
  LuListOrdered,
  LuPilcrow,
  LuTextQuote,
} from 'react-icons/lu';
import { useRovingFocus } from './useRovingFocus';

/** The panel the toolbar has open below it, if any. */
export type Panel = 'link' | 'photo' | null;

/** What the toolbar shows as on, read from the editor's state on each change. */
function useActive(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      paragraph: e.isActive('paragraph') && !e.isActive('blockquote') && !e.isActive('listItem'),
      heading2: e.isActive('heading', { level: 2 }),
      heading3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      link: e.isActive('link'),
      quote: e.isActive('blockquote'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
    }),
  });
}

type Active = ReturnType<typeof useActive>;

/** A button of the toolbar: its name (under `storyEditor.`) and what it does. */
type Tool = { name: string; icon: IconType } & (
  | { toggle?: keyof Active; command: (chain: ChainedCommands) => ChainedCommands }
  | { toggle?: keyof Active; panel: Exclude<Panel, null> }
);

const TOOLS: readonly Tool[] = [
  { name: 'paragraph', icon: LuPilcrow, toggle: 'paragraph', command: (c) => c.setParagraph() },
  {
    name: 'heading2',
    icon: LuHeading2,
    toggle: 'heading2',
    command: (c) => c.toggleHeading({ level: 2 }),
  },
  {
    name: 'heading3',
    icon: LuHeading3,
    toggle: 'heading3',
    command: (c) => c.toggleHeading({ level: 3 }),
  },
  { name: 'bold', icon: LuBold, toggle: 'bold', command: (c) => c.toggleBold() },
  { name: 'italic', icon: LuItalic, toggle: 'italic', command: (c) => c.toggleItalic() },
  { name: 'link', icon: LuLink, toggle: 'link', panel: 'link' },
  { name: 'quote', icon: LuTextQuote, toggle: 'quote', command: (c) => c.toggleBlockquote() },
  {
    name: 'bulletList',
    icon: LuList,
    toggle: 'bulletList',
    command: (c) => c.toggleBulletList(),
  },
  {
    name: 'orderedList',
    icon: LuListOrdered,
    toggle: 'orderedList',
    command: (c) => c.toggleOrderedList(),
  },
  { name: 'photo', icon: LuImagePlus, panel: 'photo' },
];

function ToolButton({
  label,
  pressed,
  onPress,
  children,
  expanded,
  roving,
}: {
  label: string;
  pressed?: boolean;
  /** `focused`: the button has the focus (a keyboard's Enter or Space pressed it). */
  onPress: (focused: boolean) => void;
  children: ReactNode;
  expanded?: boolean;
  roving: ReturnType<ReturnType<typeof useRovingFocus>['item']>;
}) {
  return (
    <IconButton
      size="sm"
      variant={pressed ? 'subtle' : 'ghost'}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      aria-expanded={expanded}
      {...roving}
      // The editor keeps its selection: the button acts on it, and does not take the focus.
      onMouseDown={(e) => e.preventDefault()}
      onClick={(e) => onPress(e.currentTarget === document.activeElement)}
    >
      {children}
    </IconButton>
  );
}

/**
 * The formatting toolbar, one Tab stop with the arrow keys between its buttons. A button
 * pressed from the keyboard keeps the focus, so that its new state is heard and Tab goes on to
 * the story; pressed with the mouse, the story keeps the focus it never lost.
 */
export function Toolbar({
  editor,
  panel,
  onPanel,
}: {
  editor: Editor;
  panel: Panel;
  onPanel: (panel: Panel) => void;
}) {
  const { t } = useTranslation();
  const active = useActive(editor);
  const roving = useRovingFocus(TOOLS.length);
  return (
    <HStack
      role="toolbar"
      aria-label={t('storyEditor.toolbar')}
      {...roving.container}
      gap="0.5"
      wrap="wrap"
      p="1"
      borderBottomWidth="1px"
      position="sticky"
      top="0"
      zIndex="1"
      bg="bg"
      roundedTop="l2"
    >
      {TOOLS.map((tool, index) => {
        const Icon = tool.icon;
        return (
          <ToolButton
            key={tool.name}
            label={t(`storyEditor.${tool.name}`)}
            pressed={tool.toggle && active[tool.toggle]}
            expanded={'panel' in tool ? panel === tool.panel : undefined}
            roving={roving.item(index)}
            onPress={(focused) => {
              if ('panel' in tool) {
                onPanel(panel === tool.panel ? null : tool.panel);
              } else {
                tool.command(focused ? editor.chain() : editor.chain().focus()).run();
              }
            }}
          >
            <Icon aria-hidden />
          </ToolButton>
        );
      })}
    </HStack>
  );
}
