package org.jsmc.ir;

import java.util.List;
import java.util.Map;

/**
 * One lowered LLVM instruction. Every kind the loader accepts is a record here, so a {@code switch}
 * over instructions is checked for exhaustiveness.
 *
 * <p>Each instruction that produces a value names the register it defines ({@link #result()}); the
 * others return {@link #NO_RESULT}. Control-flow targets are block indices of the enclosing
 * function. Operands are registers ({@link Value.Local}) or constants.
 */
public sealed interface Instruction {

    /** The result register of an instruction that produces no value. */
    int NO_RESULT = -1;

    /** The register this instruction defines, or {@link #NO_RESULT}. */
    int result();

    /** Where the instruction comes from in the source, or {@link SourceLocation#UNKNOWN}. */
    SourceLocation location();

    /**
     * {@code add}, {@code fmul}, … on integers, floats or vectors of them.
     *
     * @param noSignedWrap LLVM's {@code nsw} flag on {@code add}, {@code sub}, {@code mul} or
     *     {@code shl}: the result is poison if it does not fit the type read as signed. Clang sets
     *     it on C's signed arithmetic, so it is how {@code --check overflow} tells {@code int} from
     *     {@code unsigned} (see {@code org.jsmc.ir.llvm.Operations}); always false on the other
     *     operators and in constant expressions
     */
    record Binary(
            int result,
            BinaryOp op,
            boolean noSignedWrap,
            Type type,
            Value left,
            Value right,
            SourceLocation location)
            implements Instruction {}

    /** {@code fneg}. */
    record FloatNegate(int result, Type type, Value operand, SourceLocation location)
            implements Instruction {}

    /** {@code trunc}, {@code zext}, {@code ptrtoint}, … ; {@code type} is the target type. */
    record Cast(int result, CastOp op, Type type, Value operand, SourceLocation location)
            implements Instruction {}

    /** {@code icmp}; {@code type} is {@code i1} or a vector of {@code i1}. */
    record IntCompare(
            int result,
            IntPredicate predicate,
            Type type,
            Value left,
            Value right,
            SourceLocation location)
            implements Instruction {}

    /** {@code fcmp}. */
    record FloatCompare(
            int result,
            FloatPredicate predicate,
            Type type,
            Value left,
            Value right,
            SourceLocation location)
            implements Instruction {}

    /** {@code select}. */
    record Select(
            int result,
            Type type,
            Value condition,
            Value ifTrue,
            Value ifFalse,
            SourceLocation location)
            implements Instruction {}

    /** {@code phi}: {@code values.get(i)} flows in from block {@code blocks.get(i)}. */
    record Phi(
            int result,
            Type type,
            List<Value> values,
            List<Integer> blocks,
            SourceLocation location)
            implements Instruction {
        public Phi {
            values = List.copyOf(values);
            blocks = List.copyOf(blocks);
        }
    }

    /** {@code freeze}: the interpreter has no poison, so this is a copy. */
    record Freeze(int result, Type type, Value operand, SourceLocation location)
            implements Instruction {}

    /** {@code alloca}: {@code count} objects of {@code allocated}. */
    record Alloca(int result, Type allocated, Value count, int align, SourceLocation location)
            implements Instruction {}

    /** {@code load}. */
    record Load(
            int result,
            Type type,
            Value address,
            boolean isVolatile,
            Ordering ordering,
            SourceLocation location)
            implements Instruction {}

    /** {@code store}. */
    record Store(
            Value value,
            Value address,
            boolean isVolatile,
            Ordering ordering,
            SourceLocation location)
            implements Instruction {
        @Override
        public int result() {
            return NO_RESULT;
        }
    }

    /**
     * {@code getelementptr}: {@code base} plus offsets computed by walking {@code sourceType} with
     * {@code indices}; {@code type} is {@code ptr} or a vector of pointers.
     */
    record GetElementPtr(
            int result,
            Type type,
            Type sourceType,
            Value base,
            List<Value> indices,
            boolean inBounds,
            SourceLocation location)
            implements Instruction {
        public GetElementPtr {
            indices = List.copyOf(indices);
        }
    }

    /** {@code extractvalue}. */
    record ExtractValue(
            int result, Type type, Value aggregate, List<Integer> indices, SourceLocation location)
            implements Instruction {
        public ExtractValue {
            indices = List.copyOf(indices);
        }
    }

    /** {@code insertvalue}. */
    record InsertValue(
            int result,
            Type type,
            Value aggregate,
            Value element,
            List<Integer> indices,
            SourceLocation location)
            implements Instruction {
        public InsertValue {
            indices = List.copyOf(indices);
        }
    }

    /** {@code extractelement}. */
    record ExtractElement(int result, Type type, Value vector, Value index, SourceLocation location)
            implements Instruction {}

    /** {@code insertelement}. */
    record InsertElement(
            int result,
            Type type,
            Value vector,
            Value element,
            Value index,
            SourceLocation location)
            implements Instruction {}

    /** {@code shufflevector}; a mask element of -1 selects an undefined (zero) element. */
    record ShuffleVector(
            int result,
            Type type,
            Value left,
            Value right,
            List<Integer> mask,
            SourceLocation location)
            implements Instruction {
        public ShuffleVector {
            mask = List.copyOf(mask);
        }
    }

    /** {@code atomicrmw}; the result is the value before the operation. */
    record AtomicRmw(
            int result,
            RmwOp op,
            Type type,
            Value address,
            Value operand,
            Ordering ordering,
            SourceLocation location)
            implements Instruction {}

    /**
     * {@code cmpxchg}; {@code type} is the result struct {@code {T, i1}}: the old value and whether
     * the exchange happened.
     */
    record CompareExchange(
            int result,
            Type type,
            Value address,
            Value expected,
            Value replacement,
            boolean weak,
            Ordering ordering,
            SourceLocation location)
            implements Instruction {}

    /** {@code fence}. */
    record Fence(Ordering ordering, SourceLocation location) implements Instruction {
        @Override
        public int result() {
            return NO_RESULT;
        }
    }

    /**
     * A call of a function or function pointer. {@code result} is {@link #NO_RESULT} for calls
     * returning {@code void}. {@code byValue} maps the index of every {@code byval} argument to the
     * type it points to: the callee receives a pointer to a fresh copy of that value, not the
     * caller's pointer (clang passes structs this way, e.g. large structs on x86-64 and every
     * struct on i386).
     */
    record Call(
            int result,
            Type.Function functionType,
            Value callee,
            List<Value> arguments,
            Map<Integer, Type> byValue,
            SourceLocation location)
            implements Instruction {
        public Call {
            arguments = List.copyOf(arguments);
            byValue = Map.copyOf(byValue);
        }

        /** A call without {@code byval} arguments. */
        public Call(
                int result,
                Type.Function functionType,
                Value callee,
                List<Value> arguments,
                SourceLocation location) {
            this(result, functionType, callee, arguments, Map.of(), location);
        }
    }

    /**
     * A call of an LLVM intrinsic the loader recognised. {@code type} is the return type; {@code
     * name} the full overloaded name, for messages.
     */
    record IntrinsicCall(
            int result,
            Intrinsic intrinsic,
            Type type,
            List<Value> arguments,
            String name,
            SourceLocation location)
            implements Instruction {
        public IntrinsicCall {
            arguments = List.copyOf(arguments);
        }
    }

    /** {@code va_arg}. */
    record VaArg(int result, Type type, Value vaList, SourceLocation location)
            implements Instruction {}

    /** Unconditional {@code br}. */
    record Branch(int target, SourceLocation location) implements Instruction {
        @Override
        public int result() {
            return NO_RESULT;
        }
    }

    /** Conditional {@code br}. */
    record CondBranch(Value condition, int ifTrue, int ifFalse, SourceLocation location)
            implements Instruction {
        @Override
        public int result() {
            return NO_RESULT;
        }
    }

    /** {@code switch}: case {@code values.get(i)} goes to block {@code targets.get(i)}. */
    record Switch(
            Value condition,
            int defaultTarget,
            List<Long> values,
            List<Integer> targets,
            SourceLocation location)
            implements Instruction {
        public Switch {
            values = List.copyOf(values);
            targets = List.copyOf(targets);
        }

        @Override
        public int result() {
            return NO_RESULT;
        }
    }

    /** {@code indirectbr}: jumps to the block whose {@code blockaddress} {@code address} holds. */
    record IndirectBranch(Value address, List<Integer> targets, SourceLocation location)
            implements Instruction {
        public IndirectBranch {
            targets = List.copyOf(targets);
        }

        @Override
        public int result() {
            return NO_RESULT;
        }
    }

    /** {@code ret}; {@code value} is null for {@code ret void}. */
    record Return(Value value, SourceLocation location) implements Instruction {
        @Override
        public int result() {
            return NO_RESULT;
        }
    }

    /** {@code unreachable}. */
    record Unreachable(SourceLocation location) implements Instruction {
        @Override
        public int result() {
            return NO_RESULT;
        }
    }
}
