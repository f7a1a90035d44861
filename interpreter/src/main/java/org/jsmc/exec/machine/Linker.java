package org.jsmc.exec.machine;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jsmc.exec.ExecOptions;
import org.jsmc.exec.lib.Builtin;
import org.jsmc.exec.memory.Geometry;
import org.jsmc.ir.Function;
import org.jsmc.ir.Global;
import org.jsmc.ir.InputException;
import org.jsmc.ir.Module;
import org.jsmc.ir.UnsupportedFeatureException;
import org.jsmc.ir.pass.Loops;

/**
 * Turns a lowered {@link Module} into a {@link LinkedProgram}: gives every function, block address
 * and global its fixed address, builds the globals' initial images, and compiles every defined
 * function.
 */
public final class Linker implements Symbols {
    /** External variables of the C library that programs may name; they hold no data. */
    private static final Set<String> KNOWN_EXTERNAL_VARIABLES = Set.of("stdout", "stderr", "stdin");

    private final Module module;
    private final ExecOptions options;
    private final Geometry geometry;
    private final Map<String, Long> globalAddresses = new HashMap<>();
    private final Map<String, Long> functionAddresses = new HashMap<>();
    private final Map<String, LinkedFunction> functions = new HashMap<>();
    private final Map<String, Long> blockAddresses = new HashMap<>();
    private final ConstantEvaluator constants;
    private long nextBlockAddress;

    private Linker(Module module, ExecOptions options) {
        this.module = module;
        this.options = options;
        if (!module.dataLayout().littleEndian()) {
            throw new UnsupportedFeatureException(
                    "big-endian target " + module.triple() + " (jsmc supports little-endian)");
        }
        int ps = module.dataLayout().pointerSize();
        if (ps != 4 && ps != 8) {
            throw new UnsupportedFeatureException(ps + "-byte pointers");
        }
        this.geometry = Geometry.forPointerSize(ps);
        this.constants = new ConstantEvaluator(this);
    }

    /** Links {@code module} for execution under {@code options}. */
    public static LinkedProgram link(Module module, ExecOptions options) {
        return new Linker(module, options).link();
    }

    private LinkedProgram link() {
        Function main = module.function("main").orElse(null);
        if (main == null || main.isDeclaration()) {
            throw new InputException(module.sourceName() + ": no main function");
        }
        List<Function> fs = module.functions();
        Object[] callables = new Object[fs.size()];
        for (int i = 0; i < fs.size(); i++) {
            Function f = fs.get(i);
            long address = geometry.functionBase() + 16L * i;
            functionAddresses.put(f.name(), address);
            if (!f.isDeclaration()) {
                LinkedFunction lf =
                        new LinkedFunction(
                                f.name(),
                                f.type(),
                                f.location(),
                                f.name().startsWith("__VERIFIER_atomic_")
                                        && !f.name().equals("__VERIFIER_atomic_begin")
                                        && !f.name().equals("__VERIFIER_atomic_end"),
                                address);
                functions.put(f.name(), lf);
                callables[i] = lf;
            }
        }
        for (int i = 0; i < fs.size(); i++) {
            Function f = fs.get(i);
            Builtin b = Builtin.byName(f.name()).orElse(null);
            if (b != null && (f.isDeclaration() || b.interceptsDefinition())) {
                callables[i] = new FunctionCompiler.BuiltinCall(b, f.name(), null);
            } else if (f.isDeclaration()) {
                callables[i] = f.name();
            }
        }
        nextBlockAddress = geometry.functionBase() + 16L * fs.size();
        GlobalLayout globals = layOutGlobals();
        for (Function f : fs) {
            if (!f.isDeclaration()) {
                LoopEdges loops =
                        options.unroll() > 0 || options.spinReduction()
                                ? loopEdges(f)
                                : LoopEdges.NONE;
                new FunctionCompiler(this, f, functions.get(f.name()), loops).compile();
            }
        }
        globals.buildImages(module, constants);
        return new LinkedProgram(
                module.sourceName(),
                geometry,
                options,
                globals,
                functions.get("main"),
                callables,
                geometry.functionBase());
    }

    private static LoopEdges loopEdges(Function f) {
        Loops loops = Loops.of(f);
        return new LoopEdges() {
            @Override
            public int loopCount() {
                return loops.loopCount();
            }

            @Override
            public int enteredLoop(int from, int to) {
                return loops.isLoopEntry(from, to) ? loops.headerLoop(to) : -1;
            }

            @Override
            public int repeatedLoop(int from, int to) {
                return loops.backEdgeLoop(from, to);
            }

            @Override
            public boolean contains(int loop, int block) {
                return loops.contains(loop, block);
            }
        };
    }

    private GlobalLayout layOutGlobals() {
        List<Global> gs = module.globals();
        GlobalLayout layout = new GlobalLayout(gs.size());
        long next = geometry.globalsBase();
        for (int i = 0; i < gs.size(); i++) {
            Global g = gs.get(i);
            if (g.isDeclaration() && !KNOWN_EXTERNAL_VARIABLES.contains(g.name())) {
                throw new UnsupportedFeatureException(
                        "external variable '"
                                + g.name()
                                + "' (declared but not defined; jsmc"
                                + " has no model of it)");
            }
            long size = g.valueType().size();
            if (size > Integer.MAX_VALUE) {
                throw new UnsupportedFeatureException(
                        "global '" + g.name() + "' of " + size + " bytes");
            }
            long align = Math.max(Math.max(g.align(), g.valueType().layout().align()), 1);
            next = (next + align - 1) / align * align;
            layout.add(i, g, next, (int) size);
            globalAddresses.put(g.name(), next);
            next += Math.max(size, 1) + 16;
            if (next >= geometry.threadBase()) {
                throw new UnsupportedFeatureException("globals larger than the globals region");
            }
        }
        return layout;
    }

    ConstantEvaluator constants() {
        return constants;
    }

    /** The options the program is linked for; the checks they turn on change the code. */
    ExecOptions options() {
        return options;
    }

    LinkedFunction function(String name) {
        return functions.get(name);
    }

    @Override
    public Geometry geometry() {
        return geometry;
    }

    @Override
    public long globalAddress(String name) {
        Long a = globalAddresses.get(name);
        if (a == null) {
            throw new IllegalStateException("no global " + name);
        }
        return a;
    }

    @Override
    public long functionAddress(String name) {
        Long a = functionAddresses.get(name);
        if (a == null) {
            throw new IllegalStateException("no function " + name);
        }
        return a;
    }

    @Override
    public long blockAddress(String function, int block) {
        return blockAddresses.computeIfAbsent(
                function + "\u0000" + block,
                k -> {
                    long a = nextBlockAddress;
                    nextBlockAddress += 8;
                    return a;
                });
    }

    /** The globals' addresses, sizes and initial contents. */
    static final class GlobalLayout {
        final long[] addresses;
        final int[] sizes;
        final String[] names;
        final boolean[] readOnly;
        final boolean[] threadLocal;
        final org.jsmc.ir.Type[] types;
        final byte[][] images;
        private final List<Global> globals = new ArrayList<>();

        GlobalLayout(int n) {
            addresses = new long[n];
            sizes = new int[n];
            names = new String[n];
            readOnly = new boolean[n];
            threadLocal = new boolean[n];
            types = new org.jsmc.ir.Type[n];
            images = new byte[n][];
        }

        void add(int i, Global g, long address, int size) {
            addresses[i] = address;
            sizes[i] = size;
            names[i] = g.name();
            readOnly[i] = g.isConstant();
            threadLocal[i] = g.threadLocal();
            types[i] = g.valueType();
            globals.add(g);
        }

        void buildImages(Module module, ConstantEvaluator constants) {
            for (int i = 0; i < globals.size(); i++) {
                Global g = globals.get(i);
                byte[] image = new byte[sizes[i]];
                if (g.initializer() != null) {
                    constants.writeBytes(g.initializer(), image, 0);
                }
                images[i] = image;
            }
        }

        int count() {
            return addresses.length;
        }
    }
}
