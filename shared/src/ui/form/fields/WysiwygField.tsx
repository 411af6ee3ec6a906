import { useEffect } from 'react';
import { Button, Space } from 'antd';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { LIMITS } from '@evax/shared/contract';
import { useFieldValue } from '../context.js';
import type { FieldProps } from '../types.js';

const EDITOR_STYLE = '.evax-editor .ProseMirror{outline:none;min-height:100%;padding:8px 12px}.evax-editor .ProseMirror p{margin:0 0 8px}';

/**
 * wysiwyg_editor: rich text (bold, italic, strike, headings, lists, undo) with TipTap, 400 px
 * high (spec 1 §2.6); the value is HTML. Loaded only when a form has one.
 */
export default function WysiwygField({ field, name, id, disabled, invalid }: FieldProps) {
  const { value, setValue, onBlur } = useFieldValue<string>(name);
  const editor = useEditor({
    extensions: [StarterKit],
    content: value || '',
    editable: !disabled,
    editorProps: { attributes: { id, 'aria-multiline': 'true', role: 'textbox', dir: field.language === 'ar' ? 'rtl' : 'auto' } },
    onUpdate: ({ editor: current }) => setValue(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur(),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      strike: current?.isActive('strike') ?? false,
      heading: current?.isActive('heading', { level: 2 }) ?? false,
      bullet: current?.isActive('bulletList') ?? false,
      ordered: current?.isActive('orderedList') ?? false,
    }),
  });

  useEffect(() => {
    // A destroyed editor (the form left the page) has no view to ask.
    if (editor && !editor.isDestroyed && !editor.isFocused && (value || '') !== (editor.isEmpty ? '' : editor.getHTML()))
      editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  const chain = () => editor!.chain().focus();
  const tool = (label: string, text: React.ReactNode, active: boolean | undefined, run: () => void) => (
    <Button
      key={label}
      size="small"
      type={active ? 'primary' : 'text'}
      aria-label={label}
      aria-pressed={Boolean(active)}
      disabled={disabled || !editor}
      onClick={run}
    >
      {text}
    </Button>
  );

  return (
    <div
      className="evax-editor"
      style={{
        border: `1px solid ${invalid ? '#ff4d4f' : '#d9d9d9'}`,
        borderRadius: 6,
        height: LIMITS.richEditorHeight,
        display: 'flex',
        flexDirection: 'column',
      }}
      data-testid={`${id}-editor`}
    >
      <style>{EDITOR_STYLE}</style>
      <Space wrap size={2} style={{ padding: 4, borderBottom: '1px solid #f0f0f0' }}>
        {tool('bold', <b>B</b>, state?.bold, () => chain().toggleBold().run())}
        {tool('italic', <i>I</i>, state?.italic, () => chain().toggleItalic().run())}
        {tool('strike', <s>S</s>, state?.strike, () => chain().toggleStrike().run())}
        {tool('heading', 'H2', state?.heading, () => chain().toggleHeading({ level: 2 }).run())}
        {tool('bullet list', '•', state?.bullet, () => chain().toggleBulletList().run())}
        {tool('ordered list', '1.', state?.ordered, () => chain().toggleOrderedList().run())}
        {tool('undo', '↶', false, () => chain().undo().run())}
        {tool('redo', '↷', false, () => chain().redo().run())}
      </Space>
      <EditorContent editor={editor} style={{ flex: 1, overflow: 'auto' }} />
    </div>
  );
}
