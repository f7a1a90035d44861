package org.jsmc.ir;

import java.util.Arrays;
import java.util.List;

/**
 * A constant operand or global initialiser. Addresses of globals and functions are symbolic here;
 * the interpreter gives them addresses when it links the module.
 */
public sealed interface Constant extends Value {

    /**
     * An integer of at most 64 bits; {@code bits} holds the value zero-extended from the type's
     * width.
     */
    record Int(Type type, long bits) implements Constant {
        @Override
        public String toString() {
            return type + " " + bits;
        }
    }

    /** A floating-point value; {@code bits} is the IEEE encoding of the type's width. */
    record Float(Type type, long bits) implements Constant {}

    /** The null pointer. */
    record Null(Type type) implements Constant {}

    /** {@code undef} or {@code poison}; the interpreter reads both as zero. */
    record Undefined(Type type, boolean poison) implements Constant {}

    /** {@code zeroinitializer} of an aggregate or vector type. */
    record Zero(Type type) implements Constant {}

    /** An array, struct or vector given element by element. */
    record Aggregate(Type type, List<Constant> elements) implements Constant {
        public Aggregate {
            elements = List.copyOf(elements);
        }
    }

    /** An array or vector of bytes, such as a string literal ({@code c"…\00"}). */
    record Bytes(Type type, byte[] bytes) implements Constant {
        @Override
        public boolean equals(Object o) {
            return o instanceof Bytes b && type.equals(b.type) && Arrays.equals(bytes, b.bytes);
        }

        @Override
        public int hashCode() {
            return 31 * type.hashCode() + Arrays.hashCode(bytes);
        }

        @Override
        public String toString() {
            return "c\"" + new String(bytes, java.nio.charset.StandardCharsets.ISO_8859_1) + "\"";
        }
    }

    /** The address of a global variable. */
    record GlobalAddress(Type type, String name) implements Constant {
        @Override
        public String toString() {
            return "@" + name;
        }
    }

    /** The address of a function (defined or declared). */
    record FunctionAddress(Type type, String name) implements Constant {
        @Override
        public String toString() {
            return "@" + name;
        }
    }

    /** {@code blockaddress(@function, %block)}, the target of an {@code indirectbr}. */
    record BlockAddress(Type type, String function, int block) implements Constant {}

    /**
     * A constant expression such as {@code getelementptr (…, @g, 0, 3)} or {@code ptrtoint}. The
     * instruction's operands are constants and its result register is {@link
     * Instruction#NO_RESULT}.
     */
    record Expression(Type type, Instruction instruction) implements Constant {}
}
