package org.jsmc.exec.machine;

/**
 * Which control-flow edges of a function enter a loop and which ones go back to a loop's header,
 * for the {@code --unroll} bound.
 */
interface LoopEdges {
    /** No loop bound: no edge is reported. */
    LoopEdges NONE =
            new LoopEdges() {
                @Override
                public int loopCount() {
                    return 0;
                }

                @Override
                public int enteredLoop(int from, int to) {
                    return -1;
                }

                @Override
                public int repeatedLoop(int from, int to) {
                    return -1;
                }

                @Override
                public boolean contains(int loop, int block) {
                    return false;
                }
            };

    int loopCount();

    /** The loop whose header {@code to} is and which {@code from} lies outside of, or -1. */
    int enteredLoop(int from, int to);

    /** The loop whose back edge {@code from → to} is, or -1. */
    int repeatedLoop(int from, int to);

    /** Whether {@code block} belongs to the body of {@code loop}. */
    boolean contains(int loop, int block);
}
