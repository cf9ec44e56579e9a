// The fake servers that `run` blocks talk to. The example checker starts them (msw, in the block's own process)
// before the block runs, and any request to another URL fails, so nothing leaves the machine. Every run starts
// from the data below; changes a block makes last until its run ends. CONTRIBUTING.md lists the endpoints.
import {buildSchema, graphql as executeGraphql} from 'graphql';
import {delay, getResponse, http, HttpResponse, type PathParams} from 'msw';
import {graphql} from 'msw/graphql';

interface Post {
  id: number;
  title: string;
  body: string;
}

interface Todo {
  id: number;
  text: string;
  completed: boolean;
}

const posts: Post[] = [
  {id: 1, title: 'Hello Redux Toolkit', body: 'A first post about slices.'},
  {id: 2, title: 'Fetching with RTK Query', body: 'Queries, mutations and the cache.'},
  {id: 3, title: 'Normalizing state', body: 'Entity adapters keep items by ID.'},
  {id: 4, title: 'Typed hooks', body: 'useAppDispatch and useAppSelector.'},
  {id: 5, title: 'Testing reducers', body: 'Reducers are plain functions.'},
];

const todos: Todo[] = [
  {id: 1, text: 'Learn Redux Toolkit', completed: true},
  {id: 2, text: 'Write a slice', completed: false},
  {id: 3, text: 'Fetch data with RTK Query', completed: false},
];

// A subset of the real PokeAPI's fields, with the same names and values, so examples also work against the real API.
const pokemon = {
  bulbasaur: {id: 1, height: 7, weight: 69, type: 'grass'},
  charmander: {id: 4, height: 6, weight: 85, type: 'fire'},
  squirtle: {id: 7, height: 5, weight: 90, type: 'water'},
  pikachu: {id: 25, height: 4, weight: 60, type: 'electric'},
};

// The first 30 names of the real PokeAPI's list, in its order, for offset pagination like the real
// `GET /pokemon?offset=&limit=` (whose count is much larger).
const pokemonNames = [
  'bulbasaur', 'ivysaur', 'venusaur', 'charmander', 'charmeleon', 'charizard', 'squirtle', 'wartortle',
  'blastoise', 'caterpie', 'metapod', 'butterfree', 'weedle', 'kakuna', 'beedrill', 'pidgey', 'pidgeotto',
  'pidgeot', 'rattata', 'raticate', 'spearow', 'fearow', 'ekans', 'arbok', 'pikachu', 'raichu', 'sandshrew',
  'sandslash', 'nidoran-f', 'nidorina',
];

function pokemonPage(url: URL) {
  const offset = Number(url.searchParams.get('offset') ?? 0);
  const limit = Number(url.searchParams.get('limit') ?? 20);
  const link = (start: number) => `https://pokeapi.co/api/v2/pokemon?offset=${start}&limit=${limit}`;
  return {
    count: pokemonNames.length,
    next: offset + limit < pokemonNames.length ? link(offset + limit) : null,
    previous: offset > 0 ? link(Math.max(0, offset - limit)) : null,
    results: pokemonNames
      .slice(offset, offset + limit)
      .map((name) => ({name, url: `https://pokeapi.co/api/v2/pokemon/${pokemonNames.indexOf(name) + 1}/`})),
  };
}

// 25 feed items, newest first, for cursor pagination: `?cursor=<id>` returns the items older than that id.
const feed = Array.from({length: 25}, (_, index) => ({id: 25 - index, text: `Update number ${25 - index}`}));

function feedPage(url: URL) {
  const cursor = url.searchParams.get('cursor');
  const limit = Number(url.searchParams.get('limit') ?? 10);
  const start = cursor === null ? 0 : feed.findIndex((item) => item.id < Number(cursor));
  const items = start === -1 ? [] : feed.slice(start, start + limit);
  const last = items.at(-1);
  return {items, nextCursor: last && last.id > 1 ? String(last.id) : null};
}

// Tokens for the authentication examples. Only the newest access token is accepted, so a client holding an older
// one gets a 401 and must refresh. Each refresh issues the next number, which shows how many refreshes ran.
const auth = {issued: 1, refreshToken: 'refresh-token-1'};
const bearer = (request: Request) => request.headers.get('Authorization')?.replace(/^Bearer /, '');

const graphqlSchema = buildSchema(`
  type Post { id: Int!, title: String!, body: String! }
  type Query { posts: [Post!]!, post(id: Int!): Post }
  type Mutation { addPost(title: String!, body: String!): Post! }
`);

function graphqlRoot() {
  return {
    posts: () => posts,
    post: ({id}: {id: number}) => posts.find((post) => post.id === id) ?? null,
    addPost: ({title, body}: {title: string; body: string}) => {
      const post = {id: Math.max(0, ...posts.map((p) => p.id)) + 1, title, body};
      posts.push(post);
      return post;
    },
  };
}

function pokemonResponse(name: keyof typeof pokemon) {
  const {id, height, weight, type} = pokemon[name];
  return {
    id,
    name,
    height,
    weight,
    species: {name, url: `https://pokeapi.co/api/v2/pokemon-species/${id}/`},
    sprites: {front_default: `https://raw.githubusercontent.com/PokeAPI/sprites/master/sprites/pokemon/${id}.png`},
    types: [{slot: 1, type: {name: type}}],
  };
}

/** GET list (with optional `?page=&limit=`), GET one, POST, PATCH/PUT and DELETE for one collection. */
function restCollection<Item extends {id: number}>(baseUrl: string, label: string, items: Item[]) {
  const notFound = (id: string) => HttpResponse.json({error: `${label} ${id} not found`}, {status: 404});
  const find = (params: PathParams) => items.find((item) => String(item.id) === params.id);
  const update = async ({params, request}: {params: PathParams; request: Request}) => {
    const item = find(params);
    if (!item) return notFound(String(params.id));
    Object.assign(item, (await request.json()) as Partial<Item>, {id: item.id});
    return HttpResponse.json(item);
  };

  return [
    http.get(baseUrl, ({request}) => {
      const query = new URL(request.url).searchParams;
      const page = query.get('page');
      if (page === null) return HttpResponse.json(items);
      const limit = Number(query.get('limit') ?? 10);
      return HttpResponse.json(items.slice((Number(page) - 1) * limit, Number(page) * limit));
    }),
    http.get(`${baseUrl}/:id`, ({params}) => {
      const item = find(params);
      return item ? HttpResponse.json(item) : notFound(String(params.id));
    }),
    http.post(baseUrl, async ({request}) => {
      const item = {...((await request.json()) as Omit<Item, 'id'>), id: Math.max(0, ...items.map((i) => i.id)) + 1};
      items.push(item as Item);
      return HttpResponse.json(item, {status: 201});
    }),
    http.patch(`${baseUrl}/:id`, update),
    http.put(`${baseUrl}/:id`, update),
    http.delete(`${baseUrl}/:id`, ({params}) => {
      const item = find(params);
      if (!item) return notFound(String(params.id));
      items.splice(items.indexOf(item), 1);
      return HttpResponse.json(item);
    }),
  ];
}

export const handlers = [
  ...restCollection('https://api.example.com/posts', 'Post', posts),
  ...restCollection('https://api.example.com/todos', 'Todo', todos),
  // Answers any method with the status it is asked for, after `?delay=` milliseconds, to show errors.
  http.all('https://api.example.com/status/:code', async ({params, request}) => {
    await delay(Number(new URL(request.url).searchParams.get('delay') ?? 0));
    return HttpResponse.json({error: `Status ${params.code}`}, {status: Number(params.code)});
  }),
  http.get('https://api.example.com/feed', ({request}) => HttpResponse.json(feedPage(new URL(request.url)))),
  http.post('https://api.example.com/auth/login', async ({request}) => {
    const {username, password} = (await request.json()) as {username?: string; password?: string};
    if (username !== 'reader' || password !== 'secret') {
      return HttpResponse.json({error: 'Wrong username or password'}, {status: 401});
    }
    return HttpResponse.json({accessToken: `access-token-${auth.issued}`, refreshToken: auth.refreshToken});
  }),
  http.post('https://api.example.com/auth/refresh', async ({request}) => {
    const {refreshToken} = (await request.json()) as {refreshToken?: string};
    if (refreshToken !== auth.refreshToken) return HttpResponse.json({error: 'Invalid refresh token'}, {status: 401});
    auth.issued += 1;
    return HttpResponse.json({accessToken: `access-token-${auth.issued}`});
  }),
  http.get('https://api.example.com/me', ({request}) =>
    bearer(request) === `access-token-${auth.issued}`
      ? HttpResponse.json({username: 'reader', name: 'Ada Reader'})
      : HttpResponse.json({error: 'Token expired or missing'}, {status: 401}),
  ),
  graphql.link('https://api.example.com/graphql').operation(async ({query, variables}) =>
    HttpResponse.json(
      await executeGraphql({schema: graphqlSchema, source: query, rootValue: graphqlRoot(), variableValues: variables}),
    ),
  ),
  http.get('https://pokeapi.co/api/v2/pokemon', ({request}) => HttpResponse.json(pokemonPage(new URL(request.url)))),
  http.get('https://pokeapi.co/api/v2/pokemon/:name', ({params}) => {
    const name = String(params.name);
    // The real API also answers an unknown name with a plain-text 404.
    return Object.hasOwn(pokemon, name)
      ? HttpResponse.json(pokemonResponse(name as keyof typeof pokemon))
      : new HttpResponse('Not Found', {status: 404});
  }),
];

/**
 * The fake API's response to `request`, or undefined when it serves no such URL: msw's request handling without a
 * server or a service worker, for the browser runner (src/runner/worker), where msw resolves only from here.
 */
export function answerRequest(request: Request): Promise<Response | undefined> {
  return getResponse(handlers, request);
}
