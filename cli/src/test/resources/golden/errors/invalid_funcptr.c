/* A call through a non-null pointer that points to data, not to a function. */
typedef int (*fn)(void);

int data[4];

int main(void) {
    fn f = (fn)(void *)&data[1];
    return f();
}
