package org.jsmc.ir;

import java.util.List;

/**
 * An LLVM type, with its layout taken from the module's data layout at load time.
 *
 * <p>Types are acyclic: pointers are opaque (LLVM 15 and later; older bitcode is upgraded by the
 * reader), so a struct never contains itself.
 */
public sealed interface Type {

    /** Size, store size and alignment under the module's data layout. */
    Layout layout();

    /** The allocation size in bytes. */
    default long size() {
        return layout().size();
    }

    /** An integer type {@code iN}. */
    record Int(int bits, Layout layout) implements Type {
        @Override
        public String toString() {
            return "i" + bits;
        }
    }

    /** A floating-point type. */
    record Float(FloatKind kind, Layout layout) implements Type {
        @Override
        public String toString() {
            return kind.llvmName();
        }
    }

    /** An opaque pointer {@code ptr} (address space 0 unless stated). */
    record Pointer(int addressSpace, Layout layout) implements Type {
        @Override
        public String toString() {
            return addressSpace == 0 ? "ptr" : "ptr addrspace(" + addressSpace + ")";
        }
    }

    /** {@code void}. */
    record Void() implements Type {
        @Override
        public Layout layout() {
            return Layout.NONE;
        }

        @Override
        public String toString() {
            return "void";
        }
    }

    /** {@code [count x element]}. */
    record Array(Type element, long count, Layout layout) implements Type {
        @Override
        public String toString() {
            return "[" + count + " x " + element + "]";
        }
    }

    /** {@code <count x element>} (fixed-length vectors only). */
    record Vector(Type element, int count, Layout layout) implements Type {
        @Override
        public String toString() {
            return "<" + count + " x " + element + ">";
        }
    }

    /**
     * A literal or named struct. {@code offsets} holds the byte offset of each field. An opaque
     * struct (declared, never defined) has no fields and is {@code opaque}.
     */
    record Struct(
            String name,
            List<Type> fields,
            List<Long> offsets,
            boolean packed,
            boolean opaque,
            Layout layout)
            implements Type {
        public Struct {
            fields = List.copyOf(fields);
            offsets = List.copyOf(offsets);
        }

        @Override
        public String toString() {
            if (name != null && !name.isEmpty()) {
                return "%" + name;
            }
            StringBuilder s = new StringBuilder(packed ? "<{ " : "{ ");
            for (int i = 0; i < fields.size(); i++) {
                s.append(i == 0 ? "" : ", ").append(fields.get(i));
            }
            return s.append(packed ? " }>" : " }").toString();
        }
    }

    /** A function type. */
    record Function(Type returnType, List<Type> parameters, boolean varargs) implements Type {
        public Function {
            parameters = List.copyOf(parameters);
        }

        @Override
        public Layout layout() {
            return Layout.NONE;
        }

        @Override
        public String toString() {
            StringBuilder s = new StringBuilder().append(returnType).append(" (");
            for (int i = 0; i < parameters.size(); i++) {
                s.append(i == 0 ? "" : ", ").append(parameters.get(i));
            }
            if (varargs) {
                s.append(parameters.isEmpty() ? "..." : ", ...");
            }
            return s.append(")").toString();
        }
    }

    /** {@code label}, {@code metadata}, {@code token} and other types that hold no data. */
    record Other(String name) implements Type {
        @Override
        public Layout layout() {
            return Layout.NONE;
        }

        @Override
        public String toString() {
            return name;
        }
    }
}
