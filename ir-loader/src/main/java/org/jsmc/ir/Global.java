package org.jsmc.ir;

/**
 * A global variable.
 *
 * @param name the symbol name (unnamed globals get {@code __unnamed_<n>})
 * @param valueType the type of the value stored in the global
 * @param initializer the initial contents, or null for an external declaration
 * @param isConstant whether the program may not write to it
 * @param threadLocal whether each thread has its own copy ({@code _Thread_local})
 * @param align the alignment in bytes
 */
public record Global(
        String name,
        Type valueType,
        Constant initializer,
        boolean isConstant,
        boolean threadLocal,
        int align) {

    /** Whether the module only declares this global. */
    public boolean isDeclaration() {
        return initializer == null;
    }

    @Override
    public String toString() {
        return "@" + name;
    }
}
