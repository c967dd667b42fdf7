import {
  keyEventTitle,
  LIVE_BLOG_LIMITS,
  liveBlogTopic,
  livePostByline,
  LiveUpdateKind,
  READER_HOOKS as H,
  type Language,
  type RestLiveBlogState,
  type RestLivePost,
} from '@news/contract';
import { formatTime } from '../shared/dates';
import { richNodes } from './liveBody';
import { listen } from './stream';

/**
 * Keeps a live blog's newest page live (features/article/live/LiveBlog.tsx): new posts, from
 * its topic's stream, go on top while the reader is at the top of the posts; further down they
 * wait behind a "N new updates" button (and "(N)" in the title), so what the reader reads never
 * moves. Corrections redraw their post with its corrected mark, deletions take it away, each
 * keeping the post the reader is on where it is on the screen; a live region says what changed.
 * The key events' links follow the posts marked, and the badge and notices the coverage's status.
 */
export function keepLiveBlog(): void {
  const blog = document.querySelector<HTMLElement>(`[${H.liveBlog}]`);
  if (!blog || typeof EventSource !== 'function') return;
  const find = <T extends Element = HTMLElement>(hook: string, root: ParentNode = blog) =>
    root.querySelector<T>(`[${hook}]`)!;
  const list = find(H.livePosts);
  const pinned = find(H.livePinned);
  const notice = find<HTMLButtonElement>(H.liveNew);
  const announcer = find(H.liveAnnounce);
  const template = find<HTMLTemplateElement>(H.livePostTemplate).content.firstElementChild!;
  const keys = find(H.liveKeys);
  const keyList = keys.querySelector('ul')!;
  const keyTemplate = find<HTMLTemplateElement>(H.liveKeyTemplate, keys).content.firstElementChild!;
  const lang = document.documentElement.lang;
  const title = document.title;
  let held: HTMLElement[] = [];
  // This script keeps the reader's place itself (keepPlace): the browser's anchoring would add to it.
  document.documentElement.style.overflowAnchor = 'none';

  const anchorOf = (id: number | string) => `post-${id}`;
  const counted = (element: Element, n: number) =>
    element.getAttribute(n === 1 ? H.liveNewOne : H.liveNewMany)!.replace('{n}', String(n));
  const say = (text: string) => (announcer.textContent = text);
  const atTop = () => list.getBoundingClientRect().top >= 0;

  /**
   * Runs `change`, then scrolls back whatever it moved the post the reader is on by: that post,
   * or the one that replaces it (`next`); a post taken away leaves the next one as the anchor.
   */
  const keepPlace = (change: () => void, old?: Element | null, next?: Element) => {
    const anchor = [...blog.querySelectorAll(`[${H.livePost}]`)].find(
      (post) => (post !== old || next) && post.getBoundingClientRect().bottom > 0,
    );
    const top = anchor?.getBoundingClientRect().top ?? 0;
    change();
    const moved = anchor === old ? next : anchor;
    if (moved?.isConnected) scrollBy(0, moved.getBoundingClientRect().top - top);
  };

  const draw = (post: RestLivePost): HTMLElement => {
    const element = template.cloneNode(true) as HTMLElement;
    const anchor = anchorOf(post.id);
    element.id = anchor;
    element.setAttribute(H.livePost, String(post.id));
    element.setAttribute('aria-labelledby', `${anchor}-time`);
    const time = element.querySelector('time')!;
    time.id = `${anchor}-time`;
    time.dateTime = post.createdAt;
    time.textContent = formatTime(post.createdAt, lang);
    time.parentElement!.setAttribute('href', `#${anchor}`);
    find(H.livePostAuthor, element).textContent = livePostByline(post.author, lang as Language);
    find(H.livePostPin, element).hidden = !post.pinned;
    find(H.livePostKey, element).hidden = !post.keyEvent;
    const mark = find(H.livePostCorrected, element);
    if (post.correctedAt) {
      mark.hidden = false;
      mark.textContent = ` · ${mark.getAttribute(H.liveText)!.replace('{t}', formatTime(post.correctedAt, lang))}`;
    }
    const body = find(H.livePostBody, element);
    body.firstElementChild!.replaceChildren(
      ...richNodes(post.body, body.getAttribute(H.liveText)!),
    );
    return element;
  };

  const showHeld = () => {
    notice.hidden = held.length === 0;
    notice.textContent = counted(notice, held.length);
    document.title = held.length ? `(${held.length}) ${title}` : title;
  };
  const reveal = () => {
    const first = held[0];
    list.prepend(...held);
    held = [];
    showHeld();
    return first;
  };

  /** A post in its place: the pinned one on top, any other among the posts by its time. */
  const place = (post: RestLivePost, element: HTMLElement) => {
    const old = document.getElementById(anchorOf(post.id));
    keepPlace(
      () => {
        if (post.pinned) pinned.replaceChildren(element);
        else if (old?.parentElement === list) return old.replaceWith(element);
        old?.remove();
        if (post.pinned) return;
        const later = [...list.children].find(
          (p) => p.querySelector('time')!.dateTime < post.createdAt,
        );
        // A post older than this page's is on an older page.
        if (later || !blog.querySelector('a[href*="?before="]'))
          list.insertBefore(element, later ?? null);
      },
      old,
      element,
    );
  };

  /** The key events' link to a post: added, redrawn or taken away as it is marked. */
  const markKey = (id: number, post?: RestLivePost) => {
    const href = `#${anchorOf(id)}`;
    const old = keyList.querySelector(`a[href="${href}"]`)?.closest('li');
    if (!old && !post?.keyEvent) return;
    keepPlace(() => {
      old?.remove();
      if (post?.keyEvent) {
        const item = keyTemplate.cloneNode(true) as HTMLElement;
        item.querySelector('a')!.setAttribute('href', href);
        const time = item.querySelector('time')!;
        time.dateTime = post.createdAt;
        time.textContent = formatTime(post.createdAt, lang);
        item.querySelector('span')!.textContent = keyEventTitle(post.text);
        const later = [...keyList.children].find(
          (li) => li.querySelector('time')!.dateTime < post.createdAt,
        );
        keyList.insertBefore(item, later ?? null);
        while (keyList.children.length > LIVE_BLOG_LIMITS.keyEventsMax) keyList.lastChild!.remove();
      }
      keys.hidden = keyList.children.length === 0;
    });
  };

  const remove = (id: number) => {
    held = held.filter((p) => p.id !== anchorOf(id));
    showHeld();
    markKey(id);
    const old = document.getElementById(anchorOf(id));
    if (!old) return;
    keepPlace(() => old.remove(), old);
    say(announcer.getAttribute(H.liveAnnounceRemoved)!);
  };

  /** The badge while live, and the notice of a pause or an end. */
  const follow = ({ status }: RestLiveBlogState) => {
    keepPlace(() => {
      for (const notice of document.querySelectorAll<HTMLElement>(`[${H.liveStatus}]`))
        notice.hidden = notice.getAttribute(H.liveStatus) !== status;
      for (const badge of document.querySelectorAll<HTMLElement>(`[${H.liveBadge}]`))
        badge.hidden = status !== 'live';
    });
  };

  notice.addEventListener('click', () => {
    const first = reveal();
    if (!first) return;
    first.tabIndex = -1;
    first.focus();
  });
  addEventListener('scroll', () => held.length && atTop() && reveal(), { passive: true });

  listen(liveBlogTopic(blog.getAttribute(H.liveBlog)!), blog.getAttribute(H.liveAfter), {
    [LiveUpdateKind.POST]: (post: RestLivePost) => {
      markKey(post.id, post);
      const element = draw(post);
      if (post.pinned) place(post, element);
      else {
        held.unshift(element);
        if (atTop()) reveal();
        else showHeld();
      }
      say(counted(announcer, 1));
    },
    [LiveUpdateKind.UPDATE]: (post: RestLivePost) => {
      markKey(post.id, post);
      const element = draw(post);
      const waiting = held.findIndex((p) => p.id === element.id);
      if (waiting >= 0) return void (held[waiting] = element);
      const before = document.getElementById(element.id);
      const wasCorrected = before && find(H.livePostCorrected, before).textContent;
      place(post, element);
      if (post.correctedAt && wasCorrected !== find(H.livePostCorrected, element).textContent)
        say(announcer.getAttribute(H.liveAnnounceCorrected)!);
    },
    [LiveUpdateKind.DELETE]: ({ id }: { id: number }) => remove(id),
    [LiveUpdateKind.STATUS]: follow,
  });
}
