package org.jsmc.ir;

/** An operand of an instruction: a register of the current function or a constant. */
public sealed interface Value permits Value.Local, Constant {

    /** The operand's type. */
    Type type();

    /**
     * A register of the enclosing function. Registers {@code 0 … n-1} are the function's {@code n}
     * parameters; every instruction that produces a value owns one further register.
     */
    record Local(int register, Type type) implements Value {
        @Override
        public String toString() {
            return "%r" + register;
        }
    }
}
