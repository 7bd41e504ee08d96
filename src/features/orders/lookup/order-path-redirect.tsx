/**
 * An older order link, `/orders/<intake>/<order>` (paths.orderResultByPath), still opens: it is replaced by
 * the query form (paths.orderResult). The tokens are read from the address as written, decoded once:
 * React Router's own path parameters are decoded twice and would turn a literal `%2F` into `/`.
 */
import { Navigate, useLocation, useParams } from 'react-router';
import { paths, readOrderResultParams } from '../../../lib/paths';
import { readOrderLink } from './order-link';

export function OrderPathRedirect() {
  const { pathname } = useLocation();
  const params = readOrderResultParams(useParams());
  const tokens = readOrderLink(pathname) ?? params;
  const to =
    tokens.intakeToken || tokens.orderToken
      ? paths.orderResult(tokens.intakeToken, tokens.orderToken)
      : paths.orders();
  return <Navigate to={to} replace />;
}
