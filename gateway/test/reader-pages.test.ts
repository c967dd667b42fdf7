import { articleSlug, CATEGORY_NAMES, SLUG_ENCODED_MAX, type RestArticle } from '@news/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { codes, startStack, type Stack } from './helpers.js';

/*
 * The data of the reader pages, each page in one REST call: the front page (`frontPage`), the
 * article page (`article` with `translation` and `related`), the pictures for link previews
 * (`shareImage`), and slugs short enough to share.
 */

let stack: Stack;
let admin: string;
let editor: string;
/** Minutes before now: each story made is a minute newer than the one before. */
let minutesAgo = 900;

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.api.adminToken();
  editor = (await stack.api.createUser('editor')).token;
});
afterAll(() => stack.close());
beforeEach(() => stack.resetCalls());

/** A published story (REST), newer than every one made before it. */
function story(overrides: Record<string, unknown> = {}): Promise<RestArticle> {
  minutesAgo -= 1;
  return stack.api.createArticle(admin, {
    title: `Story ${minutesAgo}`,
    content: `The body of story ${minutesAgo}.\n\nMore.`,
    category: 'Politics',
    language: 'en',
    status: 'published',
    publishAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    ...overrides,
  });
}

/** The REST calls made since the last reset, as paths with their query strings. */
const restCalls = () => stack.calls.map((c) => `${c.method} ${c.url}`);
const params = (url: string) => new URL(url, 'http://api').searchParams;

interface Card {
  id: string;
  title: string;
  summary: string;
  slug: string;
  category: string;
}

const CARD =
  'id title summary slug category language publishedAt author { name } image { id } shareImage { url }';

const FRONT = `query($language: Language, $latest: Int, $perCategory: Int) {
  frontPage(language: $language, latest: $latest, perCategory: $perCategory) {
    lead { ${CARD} }
    latest { ${CARD} }
    totalItems
    sections { category articles { ${CARD} } }
  }
}`;

interface FrontAnswer {
  frontPage: {
    lead: Card | null;
    latest: Card[];
    totalItems: number;
    sections: { category: string; articles: Card[] }[];
  };
}

describe('frontPage', () => {
  let lead: RestArticle;
  let newest: RestArticle;

  beforeAll(async () => {
    lead = await story({ category: 'Sports', lead: true });
    for (const category of ['Politics', 'Business', 'Politics', 'Technology']) {
      newest = await story({ category });
    }
    await story({ language: 'te', title: 'తెలుగు కథనం', category: 'Sports' });
  });

  it('answers the whole front page with one REST call, asking for no bodies', async () => {
    const res = await stack.gql<FrontAnswer>(FRONT, { language: 'EN' });
    expect(res.body.errors).toBeUndefined();
    expect(restCalls()).toHaveLength(1);
    const [call] = stack.calls;
    expect(call!.url.startsWith('/Front?')).toBe(true);
    const query = params(call!.url);
    expect(query.get('Language')).toBe('en');
    expect(query.get('Latest')).toBe('8');
    expect(query.get('PerCategory')).toBe('4');
    expect(query.get('Fields')!.split(',')).not.toContain('content');
    expect(query.get('Fields')!.split(',')).toEqual(
      expect.arrayContaining([
        'id',
        'title',
        'summary',
        'excerpt',
        'author',
        'image',
        'shareImage',
      ]),
    );

    const front = res.body.data!.frontPage;
    expect(front.lead).toMatchObject({
      id: String(lead.id),
      slug: articleSlug(lead.title),
      summary: `The body of story ${lead.title.split(' ').pop()}.`,
      category: 'SPORTS',
    });
    expect(front.latest[0]!.id).toBe(String(newest.id));
    expect(front.latest.map((a) => a.id)).not.toContain(String(lead.id));
    expect(
      front.latest.every((a) => (a as unknown as { language: string }).language === 'EN'),
    ).toBe(true);
    const categories = front.sections.map((s) => s.category);
    expect(categories).toEqual(CATEGORY_NAMES.filter((c) => categories.includes(c)));
    expect(categories).toEqual(['POLITICS', 'BUSINESS', 'TECHNOLOGY']);
    const total = await stack.gql<{ articles: { totalItems: number } }>(
      'query { articles(language: EN, pageSize: 1) { totalItems } }',
    );
    expect(front.totalItems).toBe(total.body.data!.articles.totalItems);
    // A public answer, for a CDN to keep.
    expect(res.headers.get('cache-control')).toBe(
      'public, max-age=30, s-maxage=30, stale-while-revalidate=30',
    );
  });

  it('is the same with a token, which goes no further than the gateway', async () => {
    const anonymous = await stack.gql<FrontAnswer>(FRONT, { language: 'EN' });
    stack.resetCalls();
    const signedIn = await stack.gql<FrontAnswer>(FRONT, { language: 'EN' }, { token: editor });
    expect(signedIn.body).toEqual(anonymous.body);
    expect(stack.calls.map((c) => c.bearer)).toEqual([undefined]);
  });

  it('asks for the bodies only when they are selected, and sizes the lists by the arguments', async () => {
    const res = await stack.gql<{ frontPage: { latest: { content: string }[] } }>(
      'query { frontPage(latest: 2, perCategory: 1) { latest { content } } }',
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.frontPage.latest).toHaveLength(2);
    expect(res.body.data!.frontPage.latest[0]!.content).toContain('The body of story');
    const query = params(stack.calls[0]!.url);
    expect(query.get('Fields')).toBe('id,content');
    expect([query.get('Latest'), query.get('PerCategory'), query.get('Language')]).toEqual([
      '2',
      '1',
      null,
    ]);
  });

  it.each([
    ['latest: 0', 'latest', 'latest must be from 1 to 50'],
    ['latest: 51', 'latest', 'latest must be from 1 to 50'],
    ['perCategory: 0', 'perCategory', 'perCategory must be from 1 to 10'],
    ['perCategory: 11', 'perCategory', 'perCategory must be from 1 to 10'],
  ])('refuses %s before any REST call, naming the argument', async (args, field, message) => {
    const res = await stack.gql(`query { frontPage(${args}) { totalItems } }`);
    expect(codes(res)).toEqual(['BAD_USER_INPUT']);
    expect(res.body.errors![0]!.extensions).toMatchObject({ field });
    expect(res.body.errors![0]!.message).toBe(message);
    expect(stack.calls).toHaveLength(0);
  });

  it('counts its lists by their sizes in the row budget', async () => {
    const heavy = `query {
      frontPage(latest: 50, perCategory: 10) {
        latest { id content translation { id content } related(limit: 10) { id content } }
      }
    }`;
    const res = await stack.gql(heavy);
    expect(codes(res)).toEqual(['QUERY_TOO_COMPLEX']);
    expect(res.body.errors![0]!.extensions).toMatchObject({ limit: 'rows' });
    expect(stack.calls).toHaveLength(0);
    const light = await stack.gql(FRONT, { latest: 50, perCategory: 10 });
    expect(light.body.errors).toBeUndefined();
  });
});

const ARTICLE_PAGE = `query($id: ID!) {
  article(id: $id) {
    id title content slug body bodyImages { id }
    translation { id title slug language }
    related(limit: 4) { id title summary slug }
  }
}`;

interface ArticlePageAnswer {
  article: {
    id: string;
    title: string;
    content: string;
    body: unknown;
    bodyImages: { id: string }[];
    translation: { id: string; title: string } | null;
    related: { id: string; title: string }[];
  } | null;
}

describe('the article page', () => {
  let article: RestArticle;
  let translation: RestArticle;
  const others: RestArticle[] = [];

  beforeAll(async () => {
    for (const category of ['Entertainment', 'Environment', 'Entertainment', 'Environment']) {
      others.push(await story({ category }));
    }
    article = await story({ category: 'Entertainment' });
    translation = await story({
      language: 'te',
      title: 'వినోద కథనం',
      category: 'Entertainment',
      translationId: article.id,
      status: 'in_review',
      publishAt: undefined,
    });
  });

  it('comes in one REST call: the article and its body, its translation and the stories to read next', async () => {
    const res = await stack.gql<ArticlePageAnswer>(
      ARTICLE_PAGE,
      { id: String(article.id) },
      {
        token: editor,
      },
    );
    expect(res.body.errors).toBeUndefined();
    expect(restCalls()).toHaveLength(1);
    const url = stack.calls[0]!.url;
    expect(url.startsWith(`/Articles/${article.id}?`)).toBe(true);
    expect(params(url).get('Include')).toBe('translation,related');
    expect(params(url).get('RelatedLimit')).toBe('4');
    expect(params(url).get('RelatedFields')!.split(',')).not.toContain('content');
    expect(params(url).get('RelatedFields')!.split(',')).not.toContain('body');

    const page = res.body.data!.article!;
    expect(page.content).toBe(article.content);
    expect(page.body).toEqual(article.body);
    expect(page.bodyImages).toEqual([]);
    // Staff see the translation in review.
    expect(page.translation).toMatchObject({
      id: String(translation.id),
      title: translation.title,
    });
    const rest = await stack.api.inject({
      method: 'GET',
      url: `/Articles/${article.id}/Related?Limit=4`,
    });
    expect(page.related.map((a) => a.id)).toEqual(
      rest.json<{ data: RestArticle[] }>().data.map((a) => String(a.id)),
    );
    // Its category's newest first.
    expect(page.related.slice(0, 2).map((a) => a.id)).toEqual([
      String(others[2]!.id),
      String(others[0]!.id),
    ]);
    expect(res.headers.get('cache-control')).toBe('max-age=60, private');
  });

  it('gives a reader no unpublished translation, still in one call', async () => {
    const res = await stack.gql<ArticlePageAnswer>(ARTICLE_PAGE, { id: String(article.id) });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.article!.translation).toBeNull();
    expect(res.body.data!.article!.related).toHaveLength(4);
    expect(stack.calls).toHaveLength(1);
    expect(stack.calls[0]!.bearer).toBeUndefined();
  });

  it('asks for the article alone when neither is selected, as before', async () => {
    const res = await stack.gql('query($id: ID!) { article(id: $id) { id title } }', {
      id: String(article.id),
    });
    expect(res.body.errors).toBeUndefined();
    expect(restCalls()).toEqual([`GET /Articles/${article.id}`]);
  });

  it('brings the most any related selection asks for, and answers each from it', async () => {
    const res = await stack.gql<{
      article: { a: { id: string }[]; b: { id: string; title: string }[] };
    }>(
      `query($id: ID!, $five: Int) {
        article(id: $id) { a: related(limit: 2) { id } b: related(limit: $five) { id title } }
      }`,
      { id: String(article.id), five: 5 },
    );
    expect(res.body.errors).toBeUndefined();
    expect(stack.calls).toHaveLength(1);
    expect(params(stack.calls[0]!.url).get('RelatedLimit')).toBe('5');
    const { a, b } = res.body.data!.article;
    expect(b).toHaveLength(5);
    expect(a.map((x) => x.id)).toEqual(b.slice(0, 2).map((x) => x.id));
  });

  it('answers null for an article that is not there, in one call', async () => {
    const res = await stack.gql<ArticlePageAnswer>(ARTICLE_PAGE, { id: '999999' });
    expect(res.body).toEqual({ data: { article: null } });
    expect(stack.calls).toHaveLength(1);
  });

  it('refuses a related limit out of range, naming it', async () => {
    const res = await stack.gql(
      'query($id: ID!) { article(id: $id) { id related(limit: 11) { id } } }',
      { id: String(article.id) },
    );
    expect(codes(res)).toEqual(['BAD_USER_INPUT']);
    expect(res.body.errors![0]).toMatchObject({
      message: 'limit must be from 1 to 10',
      extensions: { field: 'limit' },
    });
  });

  it('asks for the stories to read next of listed articles, one call each', async () => {
    const res = await stack.gql<{ articles: { items: { related: { id: string }[] }[] } }>(
      'query { articles(pageSize: 2) { items { id related(limit: 2) { id title } } } }',
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.articles.items.every((item) => item.related.length === 2)).toBe(true);
    const related = stack.calls.filter((c) => c.url.includes('/Related?'));
    expect(related).toHaveLength(2);
    expect(params(related[0]!.url).get('Fields')).toBe('id,title');
  });
});

describe('shareImage', () => {
  const SHARE = 'query($id: ID!) { article(id: $id) { shareImage { url width height type } } }';
  const shareImageOf = async (id: number) => {
    const res = await stack.gql<{
      article: { shareImage: Record<string, unknown> | null };
    }>(SHARE, { id: String(id) });
    expect(res.body.errors).toBeUndefined();
    return res.body.data!.article.shareImage;
  };

  async function uploaded(bytes: Buffer, type: string) {
    const boundary = 'share-test-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await stack.api.inject({
      method: 'POST',
      url: '/Media',
      headers: {
        authorization: `Bearer ${admin}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string; variants: { url: string; width: number; type: string }[] }>();
  }

  const raster = (format: 'jpeg' | 'png', width: number, height: number) => {
    const image = sharp({ create: { width, height, channels: 3, background: '#3366aa' } });
    return (format === 'jpeg' ? image.jpeg() : image.png()).toBuffer();
  };

  it('is a 1200 px JPEG made from a seed illustration, served through /media/', async () => {
    const article = await story({
      mediaUrl: '/media/seed/agritech-startup-soil-testing-kiosks.svg',
    });
    const image = await shareImageOf(article.id);
    expect(image).toMatchObject({ width: 1200, height: 675, type: 'image/jpeg' });
    const url = image!.url as string;
    expect(url).toMatch(/^\/media\/share\/agritech-startup-soil-testing-kiosks-[0-9a-f]{16}\.jpg$/);
    const res = await fetch(`${stack.url}${url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('etag')).toBeTruthy();
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 675 });
  });

  it("is an uploaded JPEG photo's 1200 px JPEG, and a PNG photo's WebP", async () => {
    const jpeg = await uploaded(await raster('jpeg', 2400, 1260), 'image/jpeg');
    const withJpeg = await story({ imageId: jpeg.id, imageAlt: 'A field', mediaUrl: undefined });
    const jpegFile = jpeg.variants.find((v) => v.type === 'image/jpeg' && v.width === 1200)!;
    expect(await shareImageOf(withJpeg.id)).toEqual({
      url: jpegFile.url,
      width: 1200,
      height: 630,
      type: 'image/jpeg',
    });
    const png = await uploaded(await raster('png', 1600, 900), 'image/png');
    const withPng = await story({ imageId: png.id, imageAlt: 'A chart', mediaUrl: undefined });
    const webp = png.variants.find((v) => v.type === 'image/webp' && v.width === 1200)!;
    expect(await shareImageOf(withPng.id)).toEqual({
      url: webp.url,
      width: 1200,
      height: 675,
      type: 'image/webp',
    });
  });

  it('is a pasted raster address as it is, and null for an SVG from elsewhere', async () => {
    const pasted = await story({ mediaUrl: 'https://cdn.example.com/photos/rally.jpg' });
    expect(await shareImageOf(pasted.id)).toEqual({
      url: 'https://cdn.example.com/photos/rally.jpg',
      width: null,
      height: null,
      type: null,
    });
    const svg = await story({ mediaUrl: 'https://cdn.example.com/chart.svg' });
    expect(await shareImageOf(svg.id)).toBeNull();
  });

  it('is asked of the api by name in lists', async () => {
    await stack.gql('query { articles(pageSize: 2) { items { shareImage { url } } } }');
    expect(params(stack.calls[0]!.url).get('Fields')).toBe('id,shareImage');
  });
});

describe('slugs', () => {
  it('are short enough to share for a long Telugu headline; the old long address still finds it', async () => {
    const title = 'హైదరాబాద్ మెట్రో రెండో దశకు రాష్ట్ర మంత్రివర్గం ఆమోదం విమానాశ్రయం వరకు ముప్పై ఒక్క కిలోమీటర్ల మార్గం';
    const article = await story({ language: 'te', title });
    const res = await stack.gql<{ article: { id: string; slug: string } }>(
      'query($id: ID!) { article(id: $id) { id slug } }',
      { id: String(article.id) },
    );
    const { slug } = res.body.data!.article;
    expect(slug).toBe('హైదరాబాద్-మెట్రో');
    expect(encodeURIComponent(slug).length).toBeLessThanOrEqual(SLUG_ENCODED_MAX);
    // The address made before: the headline's first 80 code points, cut at a word.
    const oldSlug = 'హైదరాబాద్-మెట్రో-రెండో-దశకు-రాష్ట్ర-మంత్రివర్గం-ఆమోదం-విమానాశ్రయం';
    expect(encodeURIComponent(oldSlug).length).toBeGreaterThan(500);
    // An article is found by its id alone, so the old address still reaches it, and its slug
    // differs from the canonical one: the page answers it with a 301 to `/news/{id}/{slug}`.
    expect(slug).not.toBe(oldSlug);
    expect(res.body.data!.article.id).toBe(String(article.id));
  });
});
