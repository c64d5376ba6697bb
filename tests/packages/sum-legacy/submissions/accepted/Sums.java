// The class is Sums, as the file: the format runs the class the file names.
import java.io.*;
public class Sums {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < n; ++i) {
            long sum = 0;
            for (String word : in.readLine().trim().split("\\s+"))
                if (!word.isEmpty()) sum += Long.parseLong(word);
            out.append(sum).append('\n');
        }
        System.out.print(out);
    }
}
