package org.jsmc.exec.machine;

import org.jsmc.exec.memory.Geometry;

/** The addresses the linker gave to the module's symbols. */
interface Symbols {
    Geometry geometry();

    long globalAddress(String name);

    long functionAddress(String name);

    long blockAddress(String function, int block);
}
