package org.jsmc.exec;

/**
 * A thread's identity, stable across the executions of one exploration.
 *
 * <p>The {@code path} is the thread's creation path: {@code main} is {@code 0}, and the k-th thread
 * (counting from 1) created by thread {@code p} is {@code p.k}. It is printed as {@code <0.1>}. The
 * {@code index} is a small number the {@link Program} hands out the first time it sees a path, so
 * the same thread has the same index in every execution; explorers use it to index arrays. Main's
 * index is 0.
 */
public record ThreadId(int index, String path) implements Comparable<ThreadId> {

    /** The main thread. */
    public static final ThreadId MAIN = new ThreadId(0, "0");

    /** The path of the {@code k}-th child (1-based) of this thread. */
    public String childPath(int k) {
        return path + "." + k;
    }

    /** Orders threads by index, which is the order in which the exploration first saw them. */
    @Override
    public int compareTo(ThreadId other) {
        return Integer.compare(index, other.index);
    }

    /** {@code <0.1>}. */
    @Override
    public String toString() {
        return "<" + path + ">";
    }
}
