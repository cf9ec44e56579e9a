// The fake servers that `run` blocks talk to. The example checker starts them (msw, in the block's own process)
// before the block runs, and any request to another URL fails, so nothing leaves the machine. Every run starts
// from the data below; changes a block makes last until its run ends. CONTRIBUTING.md lists the endpoints.
import {http, HttpResponse, type PathParams} from 'msw';

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
  // Answers with the status it is asked for, to show error handling.
  http.get('https://api.example.com/status/:code', ({params}) =>
    HttpResponse.json({error: `Status ${params.code}`}, {status: Number(params.code)}),
  ),
  http.get('https://pokeapi.co/api/v2/pokemon/:name', ({params}) => {
    const name = String(params.name);
    // The real API also answers an unknown name with a plain-text 404.
    return Object.hasOwn(pokemon, name)
      ? HttpResponse.json(pokemonResponse(name as keyof typeof pokemon))
      : new HttpResponse('Not Found', {status: 404});
  }),
];
