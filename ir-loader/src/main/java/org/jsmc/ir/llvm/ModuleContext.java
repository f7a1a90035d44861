package org.jsmc.ir.llvm;

/** What the lowering of every function in a module shares. */
record ModuleContext(
        TypeLowering types, ConstantLowering constants, Symbols symbols, Locations locations) {}
