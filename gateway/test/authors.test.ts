import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, codes, startStack, uniqueName, type Stack } from './helpers.js';

/* Author profiles through GraphQL, over the real api: names in Telugu, bios, author pages. */

let stack: Stack;
let admin: string;
let writer: { id: string; username: string; token: string };

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.login('admin', ADMIN_PASSWORD);
  const username = uniqueName('author');
  const created = await stack.gql<{ createUser: { id: string } }>(
    `mutation($input: CreateUserInput!) { createUser(input: $input) { id } }`,
    {
      input: {
        username,
        fullName: 'Kavya Reddy',
        email: `${username}@example.com`,
        role: 'EDITOR',
        password: `${username}-password`,
        teluguName: 'కావ్య రెడ్డి',
        bio: 'Covers the coast.',
      },
    },
    { token: admin },
  );
  expect(created.body.errors).toBeUndefined();
  writer = {
    id: created.body.data!.createUser.id,
    username,
    token: await stack.login(username, `${username}-password`),
  };
});
afterAll(() => stack.close());

const publish = async (title: string, language: 'EN' | 'TE') => {
  const res = await stack.gql<{ createArticle: { id: string } }>(
    `mutation($input: CreateArticleInput!) { createArticle(input: $input) { id } }`,
    {
      input: {
        title,
        content: language === 'TE' ? 'తీరంలో వర్షం.' : 'Rain on the coast.',
        category: 'ENVIRONMENT',
        language,
        mediaUrl: '/media/seed/x.svg',
        status: 'PUBLISHED',
      },
    },
    { token: writer.token },
  );
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.createArticle.id;
};

describe('authors', () => {
  it('a Telugu story’s byline is the Telugu name; the username leads to the author page', async () => {
    const te = await publish('తీరంలో వర్షం', 'TE');
    const en = await publish('Rain on the coast', 'EN');
    const BYLINE = 'query($id: ID!) { article(id: $id) { author { name displayName username } } }';
    const teluguByline = await stack.gql<{ article: { author: object } }>(BYLINE, { id: te });
    expect(teluguByline.body.data!.article.author).toEqual({
      name: 'Kavya Reddy',
      displayName: 'కావ్య రెడ్డి',
      username: writer.username,
    });
    const englishByline = await stack.gql<{ article: { author: { displayName: string } } }>(
      BYLINE,
      { id: en },
    );
    expect(englishByline.body.data!.article.author.displayName).toBe('Kavya Reddy');

    const page = await stack.gql<{
      author: { id: string; name: string; teluguName: string; bio: string };
      articles: { items: { id: string }[] };
    }>(
      `query($username: String!, $id: ID!) {
        author(username: $username) { id name teluguName bio }
        articles(authorId: $id, pageSize: 50) { items { id } }
      }`,
      { username: writer.username, id: writer.id },
    );
    expect(page.body.errors).toBeUndefined();
    expect(page.body.data!.author).toEqual({
      id: writer.id,
      name: 'Kavya Reddy',
      teluguName: 'కావ్య రెడ్డి',
      bio: 'Covers the coast.',
    });
    expect(page.body.data!.articles.items.map((a) => a.id).sort()).toEqual([en, te].sort());
  });

  it('answers null for someone readers may not see, and refuses a username that cannot be one', async () => {
    const none = await stack.gql<{ author: unknown }>('query { author(username: "admin") { id } }');
    expect(none.body.errors).toBeUndefined();
    expect(none.body.data!.author).toBeNull();
    const bad = await stack.gql('query { author(username: "no such name!") { id } }');
    expect(codes(bad)).toEqual(['BAD_USER_INPUT']);
    expect(bad.body.errors![0]!.extensions).toMatchObject({ field: 'username' });
  });

  it('updateUser keeps the profile when left out and clears it with null', async () => {
    const UPDATE = `mutation($id: ID!, $input: UpdateUserInput!) {
      updateUser(id: $id, input: $input) { teluguName bio }
    }`;
    const base = {
      username: writer.username,
      fullName: 'Kavya Reddy',
      email: `${writer.username}@example.com`,
      role: 'EDITOR',
    };
    const kept = await stack.gql<{ updateUser: object }>(
      UPDATE,
      { id: writer.id, input: base },
      { token: admin },
    );
    expect(kept.body.data!.updateUser).toEqual({
      teluguName: 'కావ్య రెడ్డి',
      bio: 'Covers the coast.',
    });
    const cleared = await stack.gql<{ updateUser: object }>(
      UPDATE,
      { id: writer.id, input: { ...base, bio: null } },
      { token: admin },
    );
    expect(cleared.body.data!.updateUser).toEqual({ teluguName: 'కావ్య రెడ్డి', bio: null });
  });

  it('updateUser sets the author’s photo, which the author page shows; null removes it', async () => {
    const bytes = await sharp({
      create: { width: 300, height: 300, channels: 3, background: { r: 40, g: 90, b: 160 } },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'me.jpg');
    const uploaded = await fetch(`${stack.url}/graphql/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'apollo-require-preflight': 'true' },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const { image } = (await uploaded.json()) as { image: { id: string } };
    const UPDATE = `mutation($id: ID!, $input: UpdateUserInput!) {
      updateUser(id: $id, input: $input) { photo { id format variants { url width } } }
    }`;
    const base = {
      username: writer.username,
      fullName: 'Kavya Reddy',
      email: `${writer.username}@example.com`,
      role: 'EDITOR',
    };
    const set = await stack.gql<{ updateUser: { photo: { id: string; variants: object[] } } }>(
      UPDATE,
      { id: writer.id, input: { ...base, photoId: image.id } },
      { token: admin },
    );
    expect(set.body.errors).toBeUndefined();
    expect(set.body.data!.updateUser.photo).toMatchObject({ id: image.id, format: 'JPEG' });
    expect(set.body.data!.updateUser.photo.variants.length).toBeGreaterThan(0);
    await publish('Photo on the author page', 'EN');
    const page = await stack.gql<{ author: { photo: { id: string } | null } }>(
      'query($u: String!) { author(username: $u) { photo { id } } }',
      { u: writer.username },
    );
    expect(page.body.data!.author.photo).toEqual({ id: image.id });

    const unknown = await stack.gql(
      UPDATE,
      { id: writer.id, input: { ...base, photoId: '0'.repeat(32) } },
      { token: admin },
    );
    expect(codes(unknown)).toEqual(['BAD_USER_INPUT']);
    expect(unknown.body.errors![0]!.extensions).toMatchObject({ field: 'photoId' });

    const removed = await stack.gql<{ updateUser: { photo: null } }>(
      UPDATE,
      { id: writer.id, input: { ...base, photoId: null } },
      { token: admin },
    );
    expect(removed.body.data!.updateUser.photo).toBeNull();
  });

  it('the sitemap lists the page of each author with a published story, and no one else', async () => {
    const id = await publish('Tides rise on the coast', 'EN');
    const drafter = uniqueName('drafter');
    const created = await stack.gql<{ createUser: { id: string } }>(
      `mutation($input: CreateUserInput!) { createUser(input: $input) { id } }`,
      {
        input: {
          username: drafter,
          fullName: 'Ravi Kumar',
          email: `${drafter}@example.com`,
          role: 'REPORTER',
          password: `${drafter}-password`,
        },
      },
      { token: admin },
    );
    expect(created.body.errors).toBeUndefined();
    const draft = await stack.gql(
      `mutation($input: CreateArticleInput!) { createArticle(input: $input) { id } }`,
      {
        input: {
          title: 'Not yet',
          content: 'Half a story.',
          category: 'SPORTS',
          language: 'EN',
          mediaUrl: '/media/seed/x.svg',
        },
      },
      { token: await stack.login(drafter, `${drafter}-password`) },
    );
    expect(draft.body.errors).toBeUndefined();
    const story = await stack.gql<{ article: { updatedAt: string } }>(
      'query($id: ID!) { article(id: $id) { updatedAt } }',
      { id },
    );

    const sitemap = await (await fetch(`${stack.url}/sitemap.xml`)).text();
    const entry = sitemap.match(
      new RegExp(`<loc>[^<]*/author/${writer.username}</loc>\\s*<lastmod>([^<]+)</lastmod>`),
    );
    expect(entry).not.toBeNull();
    // Its newest story is the one just published.
    expect(entry![1]).toBe(story.body.data!.article.updatedAt.replace(/\.\d{3}Z$/, 'Z'));
    expect(sitemap).not.toContain(`/author/${drafter}<`);
  });
});
