package org.jsmc.explore.core;

import java.util.Arrays;

/** A growable list of {@code int}s, for the indexes of the DPOR hot path (no boxing). */
final class IntList {
    private int[] items;
    private int size;

    IntList() {
        this(4);
    }

    IntList(int capacity) {
        items = new int[Math.max(capacity, 1)];
    }

    int size() {
        return size;
    }

    boolean isEmpty() {
        return size == 0;
    }

    int get(int i) {
        return items[i];
    }

    int last() {
        return items[size - 1];
    }

    void add(int v) {
        if (size == items.length) {
            items = Arrays.copyOf(items, size * 2);
        }
        items[size++] = v;
    }

    void set(int i, int v) {
        items[i] = v;
    }

    void removeAt(int i) {
        System.arraycopy(items, i + 1, items, i, size - i - 1);
        size--;
    }

    void clear() {
        size = 0;
    }

    int[] toArray() {
        return Arrays.copyOf(items, size);
    }
}
