package org.jsmc.ir;

import java.util.List;

/**
 * A basic block: {@code phi} instructions first, one terminator last.
 *
 * @param name the block's label in the IR (may be empty for unnamed blocks)
 */
public record Block(String name, List<Instruction> instructions) {
    public Block {
        instructions = List.copyOf(instructions);
    }

    /** The block's terminator. */
    public Instruction terminator() {
        return instructions.get(instructions.size() - 1);
    }
}
