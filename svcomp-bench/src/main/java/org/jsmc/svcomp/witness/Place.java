package org.jsmc.svcomp.witness;

/**
 * A place in the checked program's source, as a witness names it.
 *
 * @param file the file, as the witness names it (jsmc writes the program file as given on its
 *     command line)
 * @param line 1-based line, 0 when the witness gives none (a GraphML edge without {@code
 *     startline})
 * @param column 1-based column, 0 when the witness gives none (GraphML has no columns)
 * @param function the function the place is in, "" when unknown
 */
public record Place(String file, int line, int column, String function) {
    public Place {
        if (line < 0 || column < 0) {
            throw new IllegalArgumentException("no place: line " + line + ", column " + column);
        }
    }

    /** {@code prog.c:12:5}, {@code prog.c:12} without a column, {@code prog.c} without a line. */
    @Override
    public String toString() {
        if (line == 0) {
            return file;
        }
        return column > 0 ? file + ":" + line + ":" + column : file + ":" + line;
    }
}
