package org.jsmc.ir;

import java.nio.file.Path;

/**
 * A position in the checked program's source, from the debug information clang emits with {@code
 * -g}.
 *
 * @param directory the compilation directory recorded in the debug information (may be empty)
 * @param file the file name as clang recorded it, usually as given on its command line
 * @param line 1-based line, 0 when unknown
 * @param column 1-based column, 0 when unknown
 */
public record SourceLocation(String directory, String file, int line, int column) {

    /** The location of code without debug information. */
    public static final SourceLocation UNKNOWN = new SourceLocation("", "", 0, 0);

    /** Whether a file and line are known. */
    public boolean isKnown() {
        return line > 0 && !file.isEmpty();
    }

    /** The file as a path, resolved against the compilation directory when it is relative. */
    public Path path() {
        Path p = Path.of(file);
        return p.isAbsolute() || directory.isEmpty() ? p : Path.of(directory).resolve(p);
    }

    /** {@code file:line:column}, {@code file:line} without a column, or {@code ?}. */
    @Override
    public String toString() {
        if (!isKnown()) {
            return "?";
        }
        return column > 0 ? file + ":" + line + ":" + column : file + ":" + line;
    }
}
