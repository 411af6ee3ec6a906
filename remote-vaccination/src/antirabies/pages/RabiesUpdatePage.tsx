import { Navigate, useParams } from 'react-router-dom';
import { rabiesDetailsPath } from '../paths';

/**
 * /admin/vaccine/antirabique-vaccination/update/:id, the spec's "update sheet": after the first update only
 * the animal's states (days 0-7 and 7-14) change, and they are set on the sheet's details, so the path leads there.
 */
export default function RabiesUpdatePage() {
  const { id = '' } = useParams();
  return <Navigate replace to={rabiesDetailsPath(Number(id))} />;
}
