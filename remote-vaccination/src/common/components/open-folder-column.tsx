import { Button, type TableColumnType } from 'antd';

/** The lists' last column: a button that opens the row's child's folder. */
export function openFolderColumn<Row extends { evaxNumber: string }>(
  texts: { title: string; open: string },
  openFolder: (evaxNumber: string) => void,
): TableColumnType<Row> {
  return {
    key: 'actions',
    title: texts.title,
    render: (_, row) => (
      <Button size="small" onClick={() => openFolder(row.evaxNumber)}>
        {texts.open}
      </Button>
    ),
  };
}
