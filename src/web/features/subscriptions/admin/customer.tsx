/** A customer in a grid cell: the name, and the e-mail under it (left to right in both languages). */
import Box from '@mui/material/Box';
import { cellLine } from '../../../ui/admin/data-grid';

const line = { ...cellLine, lineHeight: 1.3 } as const;

export function Customer({ name, email }: { name: string; email: string }) {
  return (
    <Box sx={{ minWidth: 0, py: 0.5 }}>
      <Box component="span" sx={line}>
        {name}
      </Box>
      <Box component="span" dir="ltr" sx={{ ...line, fontSize: 12, color: 'text.secondary', textAlign: 'end' }}>
        {email}
      </Box>
    </Box>
  );
}
