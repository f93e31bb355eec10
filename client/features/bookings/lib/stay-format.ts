import { formatDateRangeText, formatDateText } from '@shared/date-text';

// The client shows stay dates exactly as the server writes them into notifications.

/** "12. des. 2026" (no) or "12 Dec 2026" (en). */
export const formatStayDate = formatDateText;

/** "12 Dec 2026 – 15 Dec 2026". */
export const formatStayRange = formatDateRangeText;
