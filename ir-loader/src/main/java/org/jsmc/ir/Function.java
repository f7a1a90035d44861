package org.jsmc.ir;

import java.util.List;

/**
 * A function defined in the module, or declared and provided by jsmc's library models.
 *
 * @param name the symbol name
 * @param type the function's type; its parameters occupy registers {@code 0 … n-1}
 * @param blocks the body; empty for a declaration, otherwise {@code blocks.get(0)} is the entry
 * @param registerCount how many registers the body uses, parameters included
 * @param location where the function is defined, if known
 */
public record Function(
        String name,
        Type.Function type,
        List<Block> blocks,
        int registerCount,
        SourceLocation location) {
    public Function {
        blocks = List.copyOf(blocks);
    }

    /** Whether this is only a declaration (an external function). */
    public boolean isDeclaration() {
        return blocks.isEmpty();
    }

    @Override
    public String toString() {
        return "@" + name;
    }
}
