import { useNavigate } from 'react-router-dom';
import { toastSuccess } from '@/kit/calculator/toast';

/**
 * A form submit: writes the committed inputs as a new history entry (so Back returns to the
 * previous result) and confirms with a toast.
 */
export function useSubmit() {
  const navigate = useNavigate();
  return (search: string, title: string, description: string | null) => {
    navigate({ search }, { preventScrollReset: true });
    if (description) void toastSuccess(title, description);
  };
}
