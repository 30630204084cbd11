import { useNavigate } from 'react-router-dom';
import { toastSuccess } from '@/kit/calculator/toast';

/**
 * A form submit: writes the committed inputs as a new history entry (so Back returns to the
 * previous result) and confirms with a toast. The navigation runs in a task of its own after the
 * submit event: the router's and the query state's work then does not lengthen the event's task,
 * and a slow phone paints the submit sooner.
 */
export function useSubmit() {
  const navigate = useNavigate();
  return (search: string, title: string, description: string | null) => {
    setTimeout(() => void navigate({ search }, { preventScrollReset: true }), 0);
    if (description) void toastSuccess(title, description);
  };
}
