import { ApiError } from '../problem.ts';
import { routeMethods } from '../route.ts';
import { allowedMethods } from '../routes/index.ts';
import type { RequestStep } from './request-context.ts';

/** 404 when no route has this path, 405 (with Allow) when none of its routes takes this method. */
export const routeFound: RequestStep = ({ route, path, method, candidates }) => {
  if (!route) throw ApiError.of('not_found', `Aucune ressource à l’adresse ${shownPath(path)} ; la liste des routes est à /v1, leur description à /v1/openapi.json.`);
  if (!routeMethods(route).includes(method)) {
    const allowed = allowedMethods(candidates).join(', ');
    throw ApiError.of('method_not_allowed', `La méthode ${method.slice(0, 20)} n’est pas acceptée ici ; méthodes acceptées : ${allowed}.`, {
      headers: { allow: allowed },
    });
  }
  return null;
};

function shownPath(path: string): string {
  return path.length > 80 ? `${path.slice(0, 80)}…` : path;
}
